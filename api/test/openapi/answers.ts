// Checks a real answer against the OpenAPI document: the status is one the operation documents,
// the media type is the documented one, and the body validates against the documented schema.
// ajv's 2020-12 dialect is OpenAPI 3.1's; `#/components/schemas/X` refs point into one schema
// holding the components, so answers are checked against exactly what the document says.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenapiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const COMPONENTS = 'https://openapi.invalid/components';
/** Document refs, rewritten into the one schema that holds the components. */
const rebased = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`));

/** `GET /general/product/{slug}` for every operation of the document. */
export const operationsOf = (document: OpenapiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );

/** The statuses an operation documents, as numbers. */
export function documentedStatuses(document: OpenapiDocument, operation: string): number[] {
  const [method, path] = operation.split(' ') as [string, string];
  return Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {}).map(Number);
}

/** Returns a checker: the problems of an answer to an operation, none when it is as documented. */
export function answerChecker(document: OpenapiDocument) {
  // strict: a keyword ajv does not know (a typo in the generator's output) is an error, not a pass.
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: COMPONENTS, $defs: rebased(document.components?.schemas ?? {}) as object });
  const compiled = new Map<string, ValidateFunction>();

  return (operation: string, answer: Answer): string[] => {
    const [method, path] = operation.split(' ') as [string, string];
    const op = document.paths[path]?.[method.toLowerCase()];
    if (!op) return [`${operation} is not in the document`];
    const response = op.responses?.[String(answer.statusCode)];
    if (!response) return [`${operation} answered ${answer.statusCode}, which it does not document`];
    // An answer documented without content (204) must come without a body.
    if (!response.content) return answer.body === '' ? [] : [`${operation} ${answer.statusCode} has a body`];
    const mediaType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = response.content?.[mediaType];
    if (!media) {
      const documented = Object.keys(response.content ?? {}).join(', ') || 'no body';
      return [
        `${operation} ${answer.statusCode} answered ${mediaType || 'no content type'}, documented: ${documented}`,
      ];
    }
    const key = `${operation} ${answer.statusCode} ${mediaType}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebased(media.schema ?? {}) as object);
      compiled.set(key, validate);
    }
    const body: unknown = mediaType.endsWith('json') ? JSON.parse(answer.body) : answer.body;
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${key}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`,
    );
  };
}
