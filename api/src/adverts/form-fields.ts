// The advert calls take JSON or multipart/form-data (the pictures). Multipart carries every field as
// text, so each is turned into what the contract's schema expects (a number, true/false, a JSON list)
// before the same schema judges it: one set of rules for both ways in, read off the schema itself.
// A text that does not convert stays text, and the schema refuses it at its field.
import type { z } from 'zod';

type Kind = 'text' | 'number' | 'boolean' | 'json' | 'list';
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** What a field holds under its optional/nullable/default wrappers, and whether null is allowed. */
function kindOf(schema: z.ZodType): { kind: Kind; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    const def = current._zod.def as Def;
    if (def.type === 'nullable') nullable = true;
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) break;
    current = inner;
  }
  const type = (current._zod.def as Def).type;
  const kinds: Record<string, Kind> = { number: 'number', boolean: 'boolean', object: 'json', array: 'list' };
  return { kind: kinds[type] ?? 'text', nullable };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, on: true, off: false };

function fromText(text: string, kind: Kind, nullable: boolean): unknown {
  if (text === '' || text === 'null') return nullable ? null : text === '' ? undefined : text;
  if (kind === 'number') return NUMBER.test(text.trim()) ? Number(text) : text;
  if (kind === 'boolean') return BOOLEANS[text.trim().toLowerCase()] ?? text;
  if (kind === 'json' || kind === 'list') {
    try {
      const value = JSON.parse(text) as unknown;
      // One id of a list sent as a plain field (images_to_delete=3) is a list of one.
      return kind === 'list' && (typeof value === 'number' || typeof value === 'string') ? [value] : value;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The multipart text fields as the object schema takes them. A field sent several times is a list
 * (images_to_delete=3, images_to_delete=4); unknown fields pass as text, for the schema to name.
 */
export function typedFields(schema: z.ZodObject, fields: Map<string, string[]>): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [name, texts] of fields) {
    const field = Object.hasOwn(shape, name) ? kindOf(shape[name]!) : { kind: 'text' as const, nullable: false };
    if (texts.length === 1) out[name] = fromText(texts[0]!, field.kind, field.nullable);
    else out[name] = field.kind === 'list' ? texts.map((text) => fromText(text, 'json', false)) : texts;
  }
  return out;
}

/** A refused body's field errors in the one error shape's form: a dotted path, the codes. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) (errors[[...issue.path, key].join('.')] ??= []).push('unknown_field');
      continue;
    }
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  return errors;
}
