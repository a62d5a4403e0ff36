// First-to-know (general/first-to-know): an address subscribes to a product that is out of stock,
// once however often it asks; a product on sale is refused. The letter job, run here with its own
// clock, mails each subscriber once, in the language they asked in, when the product is back, and
// marks it sent; a letter that failed is tried again once its lease runs out, never twice at once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { firstToKnowSchema } from '@vitrina/contract';

import { firstToKnow } from '../src/db/schema/index.ts';
import { memoryMailer, type Mailer } from '../src/mail/mailer.ts';
import { sendBackInStockLetters, STOCK_LETTER_LEASE_MS } from '../src/orders/back-in-stock.ts';
import { buildAuthApp } from './auth-support.ts';
import { addProduct, buildCartShop, changeProduct, errorOf, post } from './cart-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);
const other = await buildCartShop(ctx);
const mailFrom = 'shop@vitrina.test';

const subscribe = (product_id: unknown, email: unknown, lang = 'en') =>
  post(shop, null, '/general/first-to-know', { product_id, email }, { 'accept-language': lang });

let addresses = 0;
const newAddress = () => `first-${++addresses}-${process.pid}@example.md`;

const subscriptionsOf = (productId: number) =>
  shop.app.db.select().from(firstToKnow).where(eq(firstToKnow.productId, productId));

/** One run of the job at `now`; the letters it sent to `to`. */
async function sentBy(now: number, ...to: string[]) {
  const mailer = memoryMailer();
  await sendBackInStockLetters({ db: shop.app.db, mailer, mailFrom }, now);
  return mailer.sent.filter((message) => to.includes(message.to));
}

describe('subscribing', () => {
  it('answers the subscription, and asking twice (any case) keeps one, in the language asked last', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const email = newAddress();
    const res = await subscribe(product, email.toUpperCase(), 'ro');
    expect(res.statusCode, res.body).toBe(201);
    expect(firstToKnowSchema.parse(res.json())).toEqual({ product_id: product, email, subscribed: true });
    expect((await subscribe(product, email, 'ru')).statusCode).toBe(201);
    expect((await subscriptionsOf(product)).map((row) => [row.email, row.lang])).toEqual([[email, 'ru']]);
  });

  it('refuses a product on sale now (409 in_stock): it can be ordered instead', async () => {
    const product = await addProduct(shop, { stock: 3 });
    expect(errorOf(await subscribe(product, newAddress()), 409)).toMatchObject({
      code: 'in_stock',
      fieldErrors: { product_id: ['in_stock'] },
    });
    expect(await subscriptionsOf(product)).toEqual([]);
  });

  it('does not find a product of another shop, nor an unknown one', async () => {
    const theirs = await addProduct(other, { stock: 0 });
    expect(errorOf(await subscribe(theirs, newAddress()), 404).code).toBe('not_found');
    expect(errorOf(await subscribe(2_000_000_000, newAddress()), 404).code).toBe('not_found');
    expect(await subscriptionsOf(theirs)).toEqual([]);
  });

  it('names each bad field in the one error shape, and stores nothing', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const bad = errorOf(await subscribe('x', 'not-an-address'), 400);
    expect(bad.code).toBe('validation_failed');
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['email', 'product_id']);
    expect(errorOf(await subscribe(product, ''), 400).fieldErrors).toHaveProperty('email');
    expect(await subscriptionsOf(product)).toEqual([]);
  });
});

describe('the back-in-stock letter', () => {
  const START = 1_900_000_000_000;

  it('goes once to each subscriber when the product is back, in their language, with its link', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const stillOut = await addProduct(shop, { stock: 0 });
    const [ana, ion, eva] = [newAddress(), newAddress(), newAddress()];
    await subscribe(product, ana, 'ro');
    await subscribe(product, ion, 'ru');
    await subscribe(stillOut, eva, 'en');

    expect(await sentBy(START, ana, ion, eva)).toEqual([]);
    await changeProduct(shop, product, { stock: 5 });
    const letters = await sentBy(START + 1000, ana, ion, eva);
    expect(letters.map((letter) => letter.to).sort()).toEqual([ana, ion].sort());
    const [toAna, toIon] = [ana, ion].map((to) => letters.find((letter) => letter.to === to)!);
    expect(toAna!.subject).toMatch(/^Produs \d+ este din nou în stoc la /);
    expect(toIon!.subject).toMatch(/^Товар \d+ снова в наличии в /);
    expect(toIon!.text).toMatch(new RegExp(`http://${shop.brand}\\.localhost/ru/product/tovar-\\d+`));
    expect(toIon!.from).toEqual({ name: shop.brand, address: mailFrom });

    const rows = await subscriptionsOf(product);
    expect(rows.every((row) => row.sentAt?.getTime() === START + 1000)).toBe(true);
    expect(await sentBy(START + 2000, ana, ion)).toEqual([]);
  });

  it('is armed again by a new subscription after the letter went', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const email = newAddress();
    await subscribe(product, email);
    await changeProduct(shop, product, { stock: 1 });
    expect(await sentBy(START, email)).toHaveLength(1);
    await changeProduct(shop, product, { stock: 0 });
    await subscribe(product, email);
    await changeProduct(shop, product, { stock: 2 });
    expect(await sentBy(START + 1000, email)).toHaveLength(1);
  });

  it('waits for a product not available, whatever its stock', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const email = newAddress();
    await subscribe(product, email);
    await changeProduct(shop, product, { stock: 4, available: false });
    expect(await sentBy(START, email)).toEqual([]);
    expect((await subscriptionsOf(product))[0]!.sentAt).toBeNull();
  });

  it('keeps a letter that failed, leased: not sent twice meanwhile, tried again once the lease runs out', async () => {
    const product = await addProduct(shop, { stock: 0 });
    const email = newAddress();
    await subscribe(product, email);
    await changeProduct(shop, product, { stock: 1 });
    const down: Mailer = { send: () => Promise.reject(new Error('mail server down')), close: () => undefined };
    const failed = await sendBackInStockLetters({ db: shop.app.db, mailer: down, mailFrom }, START);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await shop.app.db
      .select()
      .from(firstToKnow)
      .where(and(eq(firstToKnow.productId, product), eq(firstToKnow.email, email)));
    expect(row).toMatchObject({ sentAt: null, claimedAt: new Date(START) });
    expect(await sentBy(START + STOCK_LETTER_LEASE_MS - 1, email)).toEqual([]);
    expect(await sentBy(START + STOCK_LETTER_LEASE_MS + 1, email)).toHaveLength(1);
  });
});
