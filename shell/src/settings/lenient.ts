/**
 * Reads a back-end answer field by field against the contract's schema: a field that does not
 * validate keeps its default instead of throwing the whole answer away, and a list keeps its
 * valid items. A shop whose back end lags one contract version behind still gets its colours,
 * logo and menu. Server only: the schemas never reach the browser bundle.
 */

/** The little of a zod schema this needs (zod's own types stay out of the shell's dependencies). */
interface SchemaLike {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}
interface ObjectSchemaLike extends SchemaLike {
  shape: Record<string, SchemaLike>;
}
interface ArraySchemaLike extends SchemaLike {
  element: SchemaLike;
}

const isObjectSchema = (schema: SchemaLike): schema is ObjectSchemaLike =>
  typeof (schema as Partial<ObjectSchemaLike>).shape === 'object';
const isArraySchema = (schema: SchemaLike): schema is ArraySchemaLike =>
  typeof (schema as Partial<ArraySchemaLike>).element === 'object';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The valid items of a list; anything that is not a list gives an empty one. */
export function validItems<T>(element: SchemaLike, raw: unknown): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = element.safeParse(item);
    return parsed.success ? [parsed.data as T] : [];
  });
}

function readValue(schema: SchemaLike, raw: unknown, fallback: unknown): unknown {
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data;
  if (isObjectSchema(schema) && isRecord(raw) && isRecord(fallback)) return readObject(schema, raw, fallback);
  if (isArraySchema(schema) && Array.isArray(raw)) return validItems(schema.element, raw);
  return fallback;
}

function readObject(schema: ObjectSchemaLike, raw: Record<string, unknown>, defaults: Record<string, unknown>) {
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const field = schema.shape[key];
    result[key] = field && key in raw ? readValue(field, raw[key], fallback) : fallback;
  }
  return result;
}

/** `raw` read against `schema`, each invalid or missing field replaced by its default. */
export function readWithDefaults<T extends object>(schema: ObjectSchemaLike, raw: unknown, defaults: T): T {
  if (!isRecord(raw)) return defaults;
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data as T;
  return readObject(schema, raw, defaults as Record<string, unknown>) as T;
}
