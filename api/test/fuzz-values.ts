// What the fuzz test sends: the hostile values every field gets (wrong types, integer and float
// boundaries, NUL and control characters, 100 kB, emoji, right-to-left text, combining marks,
// broken UTF-8), a plausible valid value per field, and fast-check arbitraries for the rest.
import { validateHeaderValue } from 'node:http';

import fc from 'fast-check';

export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
}

/** `url` goes into a path, query or header as text; `json` is the raw JSON literal of a body field. */
export interface Hostile {
  label: string;
  url?: string | string[];
  /** Sent into the URL as it is, not percent-encoded. */
  raw?: true;
  json?: string;
  /** The field must be refused with a 400 naming it (checked where `refusedBy` says). */
  refusedBy?: (field: { in: string; schema: FieldSchema }) => boolean;
}

const isNumber = ({ schema: s }: { schema: FieldSchema }) =>
  [s.type].flat().some((t) => t === 'integer' || t === 'number');
const isString = ({ schema: s }: { schema: FieldSchema }) => [s.type].flat().includes('string') && !s.enum;
/** A URL carries UTF-8: a lone surrogate arrives as U+FFFD there (as a browser sends it), only JSON keeps it. */
const isJsonString = (field: { in: string; schema: FieldSchema }) => field.in === 'body' && isString(field);
/** Comma-separated ids and id pairs are strings of digits: a digit too many must not reach the database. */
const isDigitList = (field: { schema: FieldSchema }) => isString(field) && (field.schema.pattern ?? '').includes('\\d');

const both = (label: string, text: string, refusedBy?: Hostile['refusedBy']): Hostile => ({
  label,
  url: text,
  json: JSON.stringify(text),
  ...(refusedBy ? { refusedBy } : {}),
});
const number = (label: string, literal: string): Hostile => ({
  label,
  url: literal,
  json: literal,
  refusedBy: isNumber,
});

export const HOSTILE: Hostile[] = [
  both('empty', ''),
  both('blank', '   '),
  { label: 'zero', url: '0', json: '0' },
  number('minus one', '-1'),
  number('2^31', '2147483648'),
  number('2^53', '9007199254740992'),
  number('1e309', '1e309'),
  { label: 'a fraction', url: '1.5', json: '1.5' },
  both('NaN', 'NaN'),
  both('NUL', 'a\u0000b', isString),
  both('control characters', '\u0007\u001b[2J\u007f', isString),
  both('100 kB', 'x'.repeat(100_000)),
  both('emoji', '😀👍🏽🇲🇩'),
  both('right-to-left', 'שלום مرحبا \u202eevil'),
  both('combining marks', 'e\u0301\u0301\u0301\u0336'),
  both('a lone surrogate', '\ud800x', isJsonString),
  both('a reversed surrogate pair', '\udc00\ud800', isJsonString),
  both('SQL', "' OR 1=1; --"),
  both('an id past 2^31 in a list', '1,2147483648', isDigitList),
  both('an id pair past 2^31', '1:2147483648', isDigitList),
  { label: 'broken UTF-8', url: '%FF%FE%00', raw: true },
  { label: 'a repeated parameter', url: ['1', '2'] },
  { label: 'null', json: 'null' },
  { label: 'true', json: 'true' },
  { label: 'an object', json: '{"a":1}' },
  { label: 'an array', json: '[1,"a"]' },
];

/** Values known to pass each field's own check, so one bad field at a time is what the API sees. */
const GOOD_BY_NAME: Record<string, string | number> = {
  'x-site-token': 'demo-pharmacy',
  'accept-language': 'ro',
  email: 'ana@example.md',
  phone: '+37369123456',
  current_lang: 'ro',
  new_lang: 'ru',
  ids: '1,2',
  product_ids: '1,2',
  filter: '1:1',
  price_min: '10.5',
  price_max: '5000',
  host: 'pharmacy.localhost',
  token: 'demo-pharmacy',
  author: 'Ana Popescu',
  text: 'A review long enough to pass.',
  rating: 5,
};

/** `given` holds what depends on the test's data (the shop, a product of it); it wins. */
export function goodValue(
  name: string,
  schema: FieldSchema,
  given: Record<string, string | number> = {},
): string | number {
  if (name in given) return given[name]!;
  if (name in GOOD_BY_NAME) return GOOD_BY_NAME[name]!;
  if (schema.enum) return schema.enum[0] as string;
  if (isNumber({ schema })) return Math.max(schema.minimum ?? 1, 1);
  return 'test-value'.padEnd(schema.minLength ?? 0, 'x');
}

/** Anything at all, for the cases no list foresees; as URL text and as a JSON literal. */
export const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
export const anyJson = fc.oneof(
  anyValue.map((text) => JSON.stringify(text)),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
);

/** Bytes of the text, percent-encoded: never throws (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** Node refuses to send some header values at all (NUL, line breaks, non-Latin-1): those never reach the API. */
export function sendableHeader(value: string): boolean {
  try {
    validateHeaderValue('x-fuzz', value);
    return true;
  } catch {
    return false;
  }
}
