// Quote requests (general/quote-requests): a guest or a signed-in shopper sends products of the shop
// with a contact and gets the request's number; lines keep the shop's price of the moment and the
// count by the cart's rule; refused lines are named by index; only the owner reads a request back;
// a signed-in contact at the account's own address gets a letter in the request's language, nobody else.
import { describe, expect, it } from 'vitest';

import { globalSettingsSchema, quoteRequestSchema, type QuoteRequest } from '@vitrina/contract';

import { buildAuthApp } from './auth-support.ts';
import {
  addProduct,
  buildCartShop,
  errorOf,
  get,
  guest,
  post,
  signedIn,
  type CartShop,
  type Shopper,
} from './cart-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);
const otherShop = await buildCartShop(ctx);

const contact = { name: 'Ana Popescu', email: 'Ana.Buyer@Example.md', phone: '+373 69 123 456' };
const send = (who: Shopper | null, items: object[], extra: object = {}, into: CartShop = shop) =>
  post(into, who, '/general/quote-requests', { items, contact, ...extra });
const read = (who: Shopper | null, id: number) => get(shop, who, `/general/quote-requests/${id}`);

function created(res: Awaited<ReturnType<typeof send>>): QuoteRequest {
  expect(res.statusCode, res.body).toBe(201);
  return quoteRequestSchema.parse(res.json());
}

describe('sending a quote request', () => {
  it("answers the request's number and lines with the shop's price, the count by the cart's rule and the target price", async () => {
    const boxes = await addProduct(shop, { priceMinor: 12_345, multiplicity: 12 });
    const flour = await addProduct(shop, { priceMinor: 4_550, multiplicity: 0.25 });
    const request = created(
      await send(guest(), [
        // A price in the body is not read: the line's price is the database's.
        { product_id: boxes, count: 5, target_price: 110.5, price: 1 },
        { product_id: flour, count: 1.23456 },
      ]),
    );
    expect(request).toMatchObject({ status: 'new', currency: 'MDL', comment: null });
    expect(request.contact).toEqual({ name: 'Ana Popescu', email: 'ana.buyer@example.md', phone: '+37369123456' });
    expect(
      request.lines.map(({ product_id, count, target_price, price_at_request }) => [
        product_id,
        count,
        target_price,
        price_at_request,
      ]),
    ).toEqual([
      [boxes, 12, 110.5, 123.45],
      [flour, 1.235, null, 45.5],
    ]);
    expect(request.lines[0]!.title).toMatch(/^Product \d+$/);
  });

  it('gives the owner the request back, and anyone else a 404', async () => {
    const product = await addProduct(shop);
    const buyer = guest();
    const request = created(await send(buyer, [{ product_id: product, count: 3 }], { comment: 'Pallet delivery' }));
    const res = await read(buyer, request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(quoteRequestSchema.parse(res.json())).toEqual(request);
    errorOf(await read(guest(), request.id), 404);
    errorOf(await read(await signedIn(shop), request.id), 404);
    errorOf(await get(otherShop, buyer, `/general/quote-requests/${request.id}`), 404);
  });

  it("keeps a signed-in shopper's request on their account, whatever guest token comes with it", async () => {
    const product = await addProduct(shop);
    const shopper = await signedIn(shop);
    const tab = guest() as { guest: string };
    const body = { items: [{ product_id: product, count: 1 }], contact };
    const sentWithBoth = await post(shop, shopper, '/general/quote-requests', body, { 'x-guest-token': tab.guest });
    const request = created(sentWithBoth);
    expect((await read(shopper, request.id)).statusCode).toBe(200);
    errorOf(await read(tab, request.id), 404);
    errorOf(await read(await signedIn(shop), request.id), 404);
  });

  it("mails a signed-in shopper's own address a confirmation with the number and the lines, in the request's language", async () => {
    const product = await addProduct(shop, { title: { ro: 'Cutie', ru: 'Коробка', en: 'Box' } });
    const buyer = await signedIn(shop);
    const request = created(
      await send(buyer, [{ product_id: product, count: 2, target_price: 80 }], {
        contact: { ...contact, email: buyer.email.toUpperCase() },
      }),
    );
    expect(request.lines[0]!.title).toBe('Box');
    const ru = created(
      await post(
        shop,
        buyer,
        '/general/quote-requests',
        { items: [{ product_id: product, count: 1 }], contact: { ...contact, email: buyer.email } },
        { 'accept-language': 'ru' },
      ),
    );
    const letter = await ctx.inbox.next(buyer.email);
    expect(letter.subject).toBe(`Quote request No. ${request.id} at ${shop.brand}`);
    expect(letter.text).toContain(`- Box (${request.lines[0]!.code}) × 2, target price: 80 lei`);
    expect(letter.html).toContain(`We received your quote request No. ${request.id}`);
    const russian = await ctx.inbox.next(buyer.email);
    expect(russian.subject).toBe(`Запрос цены № ${ru.id} в ${shop.brand}`);
    expect(russian.text).toContain('Коробка');
  });

  it('mails nobody when the contact is a guest or another address than the account’s (no mail to strangers)', async () => {
    const product = await addProduct(shop);
    const buyer = await signedIn(shop);
    created(
      await send(guest(), [{ product_id: product, count: 1 }], {
        contact: { ...contact, email: 'stranger@example.md' },
      }),
    );
    created(
      await send(buyer, [{ product_id: product, count: 1 }], { contact: { ...contact, email: 'other@example.md' } }),
    );
    // The next letter to the account proves the two above were never queued before it.
    created(await send(buyer, [{ product_id: product, count: 1 }], { contact: { ...contact, email: buyer.email } }));
    await ctx.inbox.next(buyer.email);
    const sentTo = (address: string) => ctx.inbox.received.filter((mail) => JSON.stringify(mail.to).includes(address));
    expect(sentTo('stranger@example.md')).toEqual([]);
    expect(sentTo('other@example.md')).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses a call without an owner, no items, too many, or a contact without name or e-mail', async () => {
    const product = await addProduct(shop);
    const line = { product_id: product, count: 1 };
    expect(errorOf(await send(null, [line]), 400).fieldErrors).toEqual({ no_user_id: ['required'] });
    expect(errorOf(await send(guest(), []), 400).fieldErrors).toEqual({ items: ['required'] });
    expect(errorOf(await send(guest(), Array(101).fill(line)), 400).fieldErrors).toEqual({ items: ['too_long'] });
    const noContact = await post(shop, guest(), '/general/quote-requests', {
      items: [line],
      contact: { name: ' ', email: 'not-an-address' },
    });
    expect(errorOf(noContact, 400).fieldErrors).toEqual({
      'contact.name': ['required'],
      'contact.email': ['invalid_email'],
    });
    const badCounts = await send(guest(), [{ ...line, count: 0, target_price: 1.005 }]);
    expect(errorOf(badCounts, 400).fieldErrors).toEqual({
      'items.0.count': ['invalid'],
      'items.0.target_price': ['invalid'],
    });
  });

  it("names each refused line by its index: another shop's product, an inactive one, an unavailable one, a repeat", async () => {
    const ok = await addProduct(shop);
    const foreign = await addProduct(otherShop);
    const inactive = await addProduct(shop, { active: false });
    const unavailable = await addProduct(shop, { available: false });
    const res = await send(guest(), [
      { product_id: ok, count: 1 },
      { product_id: foreign, count: 1 },
      { product_id: inactive, count: 1 },
      { product_id: unavailable, count: 1 },
      { product_id: ok, count: 2 },
      { product_id: 2_000_000_000, count: 1 },
    ]);
    expect(errorOf(res, 400)).toMatchObject({
      code: 'quote_items_refused',
      fieldErrors: {
        'items.1': ['not_found'],
        'items.2': ['inactive'],
        'items.3': ['unavailable'],
        'items.4': ['duplicate'],
        'items.5': ['not_found'],
      },
    });
  });

  it('stores nothing and mails nothing when a line is refused', async () => {
    const inactive = await addProduct(shop, { active: false });
    await ctx.app.auth.postbox.settled();
    const before = ctx.inbox.received.length;
    errorOf(
      await send(guest(), [{ product_id: inactive, count: 1 }], { contact: { ...contact, email: 'x@example.md' } }),
      400,
    );
    await ctx.app.auth.postbox.settled();
    expect(ctx.inbox.received.length).toBe(before);
  });
});

describe('the shops that offer a quote', () => {
  it('says so in settings for the plastics and tech shops, and no other', async () => {
    const offers = async (brand: string) => {
      const res = await ctx.app.inject({
        url: '/settings/global_site_settings',
        headers: { 'x-site-token': `demo-${brand}` },
      });
      return globalSettingsSchema.parse(res.json()).quote_cart_enabled;
    };
    expect(await offers('plastics')).toBe(true);
    expect(await offers('tech')).toBe(true);
    for (const brand of ['pharmacy', 'tobacco', 'kids', shop.brand]) expect(await offers(brand), brand).toBe(false);
  });
});
