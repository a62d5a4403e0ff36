// One press of "send" is one credit request (calculator/credit-request with an Idempotency-Key, as the
// credit window sends it): the same key and body answer the request they made, even sent 20 times at
// once (one row, on PGlite and on PostgreSQL), with no second letter; the key with another body is a
// 422; a refused press does not spend its key; a key is its requester's own.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { creditRequestCreatedSchema } from '@vitrina/contract';

import { creditApplications } from '../src/db/schema/index.ts';
import { buildAuthApp } from './auth-support.ts';
import { addProduct, buildCartShop, signedIn, type Shopper } from './cart-support.ts';
import { addProgram, refusal, requestCredit } from './credit-support.ts';
import { CONTACT, lettersTo } from './orders-support.ts';

// Many requests from one test address: the per-address limit is another suite's subject.
const ctx = await buildAuthApp({ rateLimit: false });
const shop = await buildCartShop(ctx);
const program = await addProgram(shop);
const product = await addProduct(shop, { priceMinor: 1_000_000 });
const { app } = shop;

const body = (extra: object = {}) => ({
  product_id: product,
  program_id: program,
  months: 12,
  contact: { name: CONTACT.name, phone: CONTACT.phone },
  ...extra,
});
/** A guest as the gateway sends one: its token in X-Guest-Token. */
const guestHeaders = () => ({ 'x-guest-token': `g-${randomUUID()}` });
const send = (payload: object, key: string, headers: object, who: Shopper | null = null) =>
  requestCredit(shop, who, payload, { 'idempotency-key': key, ...headers });
const requestsOfShop = async () =>
  app.db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .where(eq(creditApplications.siteId, shop.siteId));

function created(res: Awaited<ReturnType<typeof requestCredit>>) {
  expect(res.statusCode, res.body).toBe(201);
  return creditRequestCreatedSchema.parse(res.json());
}

describe('a credit request with an Idempotency-Key', () => {
  it('answers the request it made to the same press, and 422 to the key with another body', async () => {
    const key = `press-${randomUUID()}`;
    const guest = guestHeaders();
    const before = (await requestsOfShop()).length;
    const first = await send(body(), key, guest);
    const again = await send(body(), key, guest);
    expect(created(again)).toEqual(created(first));
    expect([first.headers['idempotent-replayed'], again.headers['idempotent-replayed']]).toEqual([undefined, 'true']);
    expect((await requestsOfShop()).length).toBe(before + 1);

    const other = refusal(await send(body({ months: 6 }), key, guest), 422);
    expect(other.code).toBe('idempotency_key_reused');
    // The key is the requester's own: another guest's press with it is a request of its own.
    expect(created(await send(body(), key, guestHeaders())).id).not.toBe(created(first).id);
    expect((await requestsOfShop()).length).toBe(before + 2);
  });

  it('lets a refused press be sent again with its key', async () => {
    const key = `press-${randomUUID()}`;
    const guest = guestHeaders();
    expect(refusal(await send(body({ months: 7 }), key, guest), 400).fields).toEqual(['months']);
    created(await send(body(), key, guest));
  });

  it('makes one request of one press sent 20 times at once, and mails its letter once', async () => {
    const who = await signedIn(shop);
    const key = `press-${randomUUID()}`;
    const payload = body({ contact: { ...body().contact, email: who.email } });
    const before = (await requestsOfShop()).length;
    const lettersBefore = lettersTo(ctx.inbox, who.email).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(payload, key, {}, who)));
    expect(new Set(answers.map((answer) => created(answer).id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect((await requestsOfShop()).length).toBe(before + 1);
    await app.auth.postbox.settled();
    expect(lettersTo(ctx.inbox, who.email)).toHaveLength(lettersBefore + 1);
  });
});
