// Schema-driven fuzzing of every operation in the OpenAPI document: each parameter and body field
// gets the hostile values of fuzz-values.ts, then fast-check's (fixed seed, bounded runs). No
// answer may be a 5xx; every 4xx is the one error shape; a NUL, an id past 2^31 or an integer
// boundary is a 400 naming the field. The résumé upload is multipart: its fields come from the
// contract schema the route parses them with, since OpenAPI cannot describe them there.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { errorSchema, resumeRequest } from '@vitrina/contract';

import { products, sites } from '../src/db/schema/index.ts';
import { buildTestApp } from './app.ts';
import { addSite } from './forms-support.ts';
import {
  anyJson,
  anyValue,
  goodValue,
  HOSTILE,
  percentEncode,
  sendableHeader,
  type FieldSchema,
  type Hostile,
} from './fuzz-values.ts';

const SERVICE_KEY = 'fuzz-test-service-key-0123456789abcdef';
// A fake reCAPTCHA that passes everyone, on a shop of the test's own with one product: the form
// and review calls then get past the bot check, and what they are sent reaches the database.
const { app, database } = await buildTestApp({
  serviceKey: SERVICE_KEY,
  forms: { captchaVerifier: { verify: async () => ({ success: true }) } },
});
await app.ready();
const formSite = await addSite(database, {
  provider: 'recaptcha',
  version: 'v2',
  site_key: 'fuzz',
  secret_key: 'fuzz',
});
const [[siteRow], [sample]] = await Promise.all([
  database.db.select({ id: sites.id }).from(sites).where(eq(sites.token, formSite)),
  database.db.select().from(products).limit(1),
]);
const [product] = await database.db
  .insert(products)
  .values({ ...sample!, id: undefined, siteId: siteRow!.id })
  .returning({ id: products.id });
/**
 * Per operation: the menu calculator exists on the meal-plan shop only, the adverts on the shops that
 * turn them on (404 before any check elsewhere).
 */
const givenFor = (op: Operation): Record<string, string | number> => {
  if (op.tags.includes('adverts')) return { 'x-site-token': 'demo-doors' };
  if (op.fields.some((f) => f.name === 'captcha'))
    return { 'x-site-token': formSite, captcha: 'fuzz-token', product_id: product!.id };
  return op.path === '/general/menu-calculator' ? { 'x-site-token': 'demo-meal-plan' } : {};
};

interface Field {
  in: 'path' | 'query' | 'header' | 'body' | 'multipart';
  name: string;
  schema: FieldSchema;
}
interface Operation {
  method: string;
  path: string;
  tags: string[];
  fields: Field[];
}
interface ObjectSchema {
  properties?: Record<string, FieldSchema>;
}
interface DocOperation {
  tags?: string[];
  parameters?: { in: Field['in']; name: string; schema: FieldSchema }[];
  requestBody?: { content: Record<string, { schema?: ObjectSchema }> };
}

const doc = app.swagger() as { paths: Record<string, Record<string, DocOperation>> };
const resumeFields = (z.toJSONSchema(resumeRequest, { io: 'input' }) as ObjectSchema).properties ?? {};

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const fields: Field[] = (op.parameters ?? []).map((p) => ({ in: p.in, name: p.name, schema: p.schema }));
    const content = op.requestBody?.content ?? {};
    const body = content['application/json']?.schema?.properties ?? {};
    fields.push(...Object.entries(body).map(([name, schema]) => ({ in: 'body' as const, name, schema })));
    // The upload's parts are read by the route, so OpenAPI has only the media type.
    if (content['multipart/form-data'] || path === '/base/send-resume') {
      fields.push(
        ...Object.entries(resumeFields).map(([name, schema]) => ({ in: 'multipart' as const, name, schema })),
      );
    }
    return { method: method.toUpperCase(), path, tags: op.tags ?? [], fields };
  }),
);

type Sent = { url?: string | string[] | undefined; raw?: boolean | undefined; json?: string | undefined };
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256, 0x20)]);

/** The operation's request with every field valid except `field`, which carries `sent`. */
function request(op: Operation, field?: Field, sent?: Sent) {
  const given = givenFor(op);
  const text = (f: Field): string[] =>
    f === field ? [sent?.url ?? ''].flat() : [String(goodValue(f.name, f.schema, given))];
  const encode = (f: Field, v: string) => (f === field && sent?.raw ? v : percentEncode(v));
  let url = op.path;
  const query: string[] = [];
  const headers: Record<string, string> = { authorization: `Bearer ${SERVICE_KEY}` };
  const json: string[] = [];
  const parts: string[] = [];
  const boundary = 'fuzz-boundary-7f3a';
  for (const f of op.fields) {
    if (f.in === 'path') url = url.replace(`{${f.name}}`, encode(f, text(f)[0]!));
    if (f.in === 'query') query.push(...text(f).map((v) => `${f.name}=${encode(f, v)}`));
    if (f.in === 'header') headers[f.name] = text(f)[0]!;
    if (f.in === 'body')
      json.push(
        `${JSON.stringify(f.name)}:${f === field ? sent!.json : JSON.stringify(goodValue(f.name, f.schema, given))}`,
      );
    if (f.in === 'multipart') {
      for (const v of text(f))
        parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${v}\r\n`);
    }
  }
  if (query.length) url += `?${query.join('&')}`;
  if (op.fields.some((f) => f.in === 'multipart')) {
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const payload = Buffer.concat([Buffer.from(parts.join('') + file), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { method: op.method as 'POST', url, headers, payload };
  }
  if (json.length) headers['content-type'] = 'application/json';
  return { method: op.method as 'GET', url, headers, ...(json.length ? { payload: `{${json.join(',')}}` } : {}) };
}

/** Whether the value can be put where the field goes at all (a body takes JSON, a URL takes text). */
function fits(field: Field, sent: Sent): boolean {
  if (field.in === 'body') return sent.json !== undefined;
  if (sent.url === undefined) return false;
  if (field.in === 'header') return typeof sent.url === 'string' && sendableHeader(sent.url);
  return !(field.in === 'path' && Array.isArray(sent.url));
}

/**
 * Operations that refuse a caller without a session before reading a body (the advert uploads: an
 * anonymous upload is never parsed) answer 401 to every body; the fuzz has no session, so for them
 * a 401 in the one shape is the whole check.
 */
const refusesBeforeReading = new Set<Operation>();

async function expectNoServerError(op: Operation, field?: Field, sent?: Sent, label = 'all valid', hostile?: Hostile) {
  const res = await app.inject(request(op, field, sent));
  const where = `${op.method} ${op.path} ${field ? `${field.in} ${field.name}` : ''} = ${label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = errorSchema.safeParse(res.json());
  expect(body.success, where).toBe(true);
  if (!field && res.statusCode === 401) refusesBeforeReading.add(op);
  if (refusesBeforeReading.has(op) && res.statusCode === 401) return;
  if (field && field.in !== 'header' && hostile?.refusedBy?.(field)) {
    expect(res.statusCode, where).toBe(400);
    const named = Object.keys(body.data!.fieldErrors).some(
      (key) => key === field.name || key.startsWith(`${field.name}.`),
    );
    expect(named, where).toBe(true);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations and their fields in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.flatMap((op) => op.fields).filter((f) => f.in !== 'header').length).toBeGreaterThan(60);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: no 5xx, errors in the one shape',
    async (_, op) => {
      await expectNoServerError(op);
      for (const field of op.fields) {
        for (const hostile of HOSTILE)
          if (fits(field, hostile)) await expectNoServerError(op, field, hostile, hostile.label, hostile);
      }
      if (op.fields.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...op.fields), anyValue, anyJson, async (field, url, json) => {
          const sent = { url, json };
          if (fits(field, sent))
            await expectNoServerError(op, field, sent, JSON.stringify(field.in === 'body' ? json : url).slice(0, 80));
        }),
        { seed: 20_261_123, numRuns: 100 },
      );
    },
  );
});
