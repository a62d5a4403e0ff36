// api/support: a support message is stored with the shop, the language and, when a shopper is signed
// in, their account; a guest passes the bot check, a signed-in shopper's session stands for it and
// a per-account limit bounds them; bad fields and a dead session are refused without storing anything.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSchema, formAcceptedResponse } from '@vitrina/contract';

import { formRequests } from '../src/db/schema/index.ts';
import { activeAccount, bearer, buildAuthApp } from './auth-support.ts';
import { site } from './app.ts';
import { altchaFor } from './forms-support.ts';

const HOUR = 3_600_000;
const PER_ACCOUNT = 3;
const ctx = await buildAuthApp({
  rateLimit: { userLimits: { 'POST /api/support': { max: PER_ACCOUNT, windowMs: HOUR } } },
});
const { app } = ctx;

const MESSAGE = { name: 'Ana Popescu', email_address: 'Ana@Example.MD', body: 'Where is my order 42?' };
let accounts = 0;
let addresses = 0;
/** Each call from an address of its own: only the per-account limit can count them together. */
const send = (payload: object, headers: Record<string, string> = site('pharmacy', 'en')) =>
  app.inject({ method: 'POST', url: '/api/support/', headers, payload, remoteAddress: `203.0.113.${++addresses}` });
const storedRow = async (res: { json(): unknown }) => {
  const { id } = formAcceptedResponse.parse(res.json());
  const [row] = await app.db.select().from(formRequests).where(eq(formRequests.id, id));
  return row!;
};
const signedIn = async (brand = 'pharmacy') => activeAccount(ctx, brand, `support-${++accounts}@example.md`);

describe('api/support', () => {
  it("stores a guest's message with a solved bot check: the shop, the language, no account", async () => {
    const res = await send({ ...MESSAGE, altcha: await altchaFor(app, 'pharmacy') });
    expect(res.statusCode, res.body).toBe(201);
    const row = await storedRow(res);
    expect(row).toMatchObject({ kind: 'support', lang: 'en' });
    expect(row.payload).toEqual({
      name: 'Ana Popescu',
      email_address: 'ana@example.md',
      body: 'Where is my order 42?',
      user_id: null,
    });
  });

  it('refuses a guest without the bot check, naming altcha, and stores nothing', async () => {
    const before = await app.db.$count(formRequests);
    const res = await send(MESSAGE);
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ altcha: ['required'] });
    expect(await app.db.$count(formRequests)).toBe(before);
  });

  it("keeps a signed-in shopper's account with the message, without a bot check", async () => {
    const { id, access } = await signedIn();
    const res = await send(MESSAGE, bearer('pharmacy', access));
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedRow(res)).payload).toMatchObject({ user_id: id });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const { access } = await signedIn();
    const before = await app.db.$count(formRequests);
    const res = await send(
      { name: ' ', email_address: 'not-an-address', body: 'x'.repeat(5001) },
      bearer('pharmacy', access),
    );
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({
      name: ['required'],
      email_address: ['invalid_email'],
      body: ['too_long'],
    });
    expect(await app.db.$count(formRequests)).toBe(before);
  });

  it('answers 401 to a bearer that names no live session (it is never taken for a guest)', async () => {
    const before = await app.db.$count(formRequests);
    const res = await send(MESSAGE, bearer('pharmacy', 'not.a.token'));
    expect(res.statusCode).toBe(401);
    expect(errorSchema.parse(res.json()).code).toBe('not_authenticated');
    expect(await app.db.$count(formRequests)).toBe(before);
  });

  it("answers 401 to another shop's session", async () => {
    const { access } = await signedIn('tech');
    expect((await send(MESSAGE, bearer('pharmacy', access))).statusCode).toBe(401);
  });

  it('limits the messages of one account whatever address they come from', async () => {
    const { access } = await signedIn();
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await send(MESSAGE, bearer('pharmacy', access))).statusCode).toBe(201);
    const refused = await send(MESSAGE, bearer('pharmacy', access));
    expect(refused.statusCode).toBe(429);
    expect(errorSchema.parse(refused.json()).code).toBe('rate_limited');
    // Another shopper is not held back.
    const other = await signedIn();
    expect((await send(MESSAGE, bearer('pharmacy', other.access))).statusCode).toBe(201);
  });

  it('documents that the bearer is optional: a site token alone, or with a user token', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { security: unknown }>>;
    };
    expect(doc.paths['/api/support']?.post?.security).toEqual([{ siteToken: [] }, { siteToken: [], userToken: [] }]);
  });
});
