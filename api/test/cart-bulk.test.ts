// general/cart/bulk-add: the shop's products named by code go into the caller's cart in one call;
// the lines that cannot (an unknown or another shop's code, a product not sold now, past the stock)
// are answered in `refused` and leave the cart as it was for them. Promo, owners and bad input.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { cartBulkAddAnswer, type CartBulkAdd } from '@vitrina/contract';

import { products } from '../src/db/schema/index.ts';
import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  countsOf,
  errorOf,
  fetchCart,
  guest,
  post,
  promoOf,
  signedIn,
  type Shopper,
} from './cart-support.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);

type Item = { code: string; count?: number };
const bulkAdd = (who: Shopper | null, items: Item[]) => post(shop, who, '/general/cart/bulk-add', { items });

function answerOf(res: Awaited<ReturnType<typeof bulkAdd>>): CartBulkAdd {
  expect(res.statusCode, res.body).toBe(200);
  return cartBulkAddAnswer.parse(res.json());
}

/** A product of `where` and the code it is ordered by. */
async function coded(where = shop, values: Parameters<typeof addProduct>[1] = {}) {
  const id = await addProduct(where, values);
  const [row] = await where.app.db.select({ code: products.code }).from(products).where(eq(products.id, id));
  return { id, code: row!.code };
}

describe('adding by code', () => {
  it("adds the shop's products, and refuses an unknown code and another shop's", async () => {
    const ana = guest();
    const [pack, byWeight, theirs] = [
      await coded(shop, { multiplicity: 6, stock: 60 }),
      await coded(shop, { multiplicity: 0.5 }),
      await coded(other),
    ];
    const answer = answerOf(
      await bulkAdd(ana, [
        { code: pack.code },
        { code: 'NO-SUCH-CODE', count: 2 },
        { code: byWeight.code, count: 1.2345 },
        { code: theirs.code, count: 1 },
      ]),
    );
    expect(countsOf(answer.cart)).toEqual({ [pack.id]: 6, [byWeight.id]: 1.235 });
    expect(answer.refused).toEqual([
      { code: 'NO-SUCH-CODE', reason: 'unknown_code' },
      { code: theirs.code, reason: 'unknown_code' },
    ]);
    expect(countsOf(await fetchCart(shop, ana))).toEqual(countsOf(answer.cart));
    expect((await fetchCart(other, ana)).products).toEqual([]);
  });

  it('raises a count below the multiplicity to it, and prices lines from the product only', async () => {
    const ana = guest();
    const pack = await coded(shop, { multiplicity: 6, priceMinor: 2_550 });
    const res = await post(shop, ana, '/general/cart/bulk-add', {
      items: [{ code: pack.code, count: 2, price: 0.01 }],
      total_price: 0.01,
    });
    expect(answerOf(res).cart).toMatchObject({
      total_price: 153,
      products: [{ product_id: pack.id, count: 6, price: 25.5 }],
    });
  });

  it('raises a line the cart holds, and adds a code named twice twice', async () => {
    const ana = guest();
    const tea = await coded();
    await add(shop, ana, tea.id, 2);
    const answer = answerOf(
      await bulkAdd(ana, [
        { code: tea.code, count: 3 },
        { code: tea.code, count: 1 },
      ]),
    );
    expect(answer.cart.products).toHaveLength(1);
    expect(countsOf(answer.cart)).toEqual({ [tea.id]: 6 });
    expect(answer.refused).toEqual([]);
  });

  it('refuses a line that would pass the stock, with the stock, and adds no smaller count', async () => {
    const ana = guest();
    const [scarce, plenty] = [await coded(shop, { stock: 4 }), await coded()];
    await add(shop, ana, scarce.id, 3);
    const answer = answerOf(
      await bulkAdd(ana, [
        { code: scarce.code, count: 2 },
        { code: plenty.code, count: 5 },
      ]),
    );
    expect(answer.refused).toEqual([{ code: scarce.code, reason: 'over_stock', limit: 4 }]);
    expect(countsOf(answer.cart)).toEqual({ [scarce.id]: 3, [plenty.id]: 5 });
  });

  it('refuses a product that is inactive or not available now', async () => {
    const ana = guest();
    const [inactive, unavailable] = [await coded(shop, { active: false }), await coded(shop, { available: false })];
    const answer = answerOf(await bulkAdd(ana, [{ code: inactive.code }, { code: unavailable.code }]));
    expect(answer.refused).toEqual([
      { code: inactive.code, reason: 'unavailable' },
      { code: unavailable.code, reason: 'unavailable' },
    ]);
    expect(answer.cart.products).toEqual([]);
  });
});

describe('the promo', () => {
  it('is cleared by a bulk add and its use released for the next shopper', async () => {
    const [ana, ion] = [guest(), guest()];
    const [tea, coffee] = [await coded(), await coded()];
    await add(shop, ana, tea.id);
    await add(shop, ion, tea.id);
    const code = await addPromo(shop, { singleUse: true });
    promoOf(await applyCode(shop, ana, code));
    expect(errorOf(await applyCode(shop, ion, code), 400).code).toBe('promo_already_used');
    const answer = answerOf(await bulkAdd(ana, [{ code: coffee.code }]));
    expect(answer.cart.promo_code).toBeNull();
    expect((await fetchCart(shop, ana)).promo_code).toBeNull();
    expect(promoOf(await applyCode(shop, ion, code)).status).toBe('applied');
  });

  it('stays when every line is refused: nothing changed', async () => {
    const ana = guest();
    const tea = await coded();
    await add(shop, ana, tea.id);
    const code = await addPromo(shop);
    promoOf(await applyCode(shop, ana, code));
    const answer = answerOf(await bulkAdd(ana, [{ code: 'NO-SUCH-CODE' }]));
    expect(answer.refused).toEqual([{ code: 'NO-SUCH-CODE', reason: 'unknown_code' }]);
    expect(answer.cart).toMatchObject({ promo_code: code, products: [{ product_id: tea.id, count: 1 }] });
    expect((await fetchCart(shop, ana)).promo_code).toBe(code);
  });
});

describe('whose cart', () => {
  it("fills a signed-in shopper's cart by the bearer and a guest's by the token, each their own", async () => {
    const [user, ana] = [await signedIn(shop), guest()];
    const [tea, coffee] = [await coded(), await coded()];
    answerOf(await bulkAdd(user, [{ code: tea.code }]));
    answerOf(await bulkAdd(ana, [{ code: coffee.code }]));
    expect(countsOf(await fetchCart(shop, user))).toEqual({ [tea.id]: 1 });
    expect(countsOf(await fetchCart(shop, ana))).toEqual({ [coffee.id]: 1 });
  });

  it("reads the guest's token from X-Guest-Token too, and asks for an owner when there is none", async () => {
    const ana = guest() as { guest: string };
    const tea = await coded();
    const byHeader = await post(
      shop,
      null,
      '/general/cart/bulk-add',
      { items: [{ code: tea.code }] },
      {
        'x-guest-token': ana.guest,
      },
    );
    expect(countsOf(answerOf(byHeader).cart)).toEqual({ [tea.id]: 1 });
    expect(countsOf(await fetchCart(shop, ana))).toEqual({ [tea.id]: 1 });
    const nobody = errorOf(await bulkAdd(null, [{ code: tea.code }]), 400);
    expect(nobody.code).toBe('cart_owner_missing');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty list', { items: [] }, { items: ['required'] }],
    ['101 items', { items: Array.from({ length: 101 }, (_, i) => ({ code: `C${i}` })) }, { items: ['too_long'] }],
    ['a count of 0', { items: [{ code: 'A', count: 0 }] }, { 'items.0.count': ['invalid'] }],
    ['a count past 99999', { items: [{ code: 'A', count: 100_000 }] }, { 'items.0.count': ['too_large'] }],
    ['a blank code', { items: [{ code: '  ' }] }, { 'items.0.code': ['required'] }],
    ['a code past 64 characters', { items: [{ code: 'X'.repeat(65) }] }, { 'items.0.code': ['too_long'] }],
    ['no list', {}, { items: ['invalid'] }],
  ])('answers 400 for %s, in the one error shape, and adds nothing', async (_case, payload, fieldErrors) => {
    const ana = guest();
    const refused = errorOf(await post(shop, ana, '/general/cart/bulk-add', payload), 400);
    expect(refused).toMatchObject({ code: 'validation_failed', fieldErrors });
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it('answers 400 for a call without a body', async () => {
    const ana = guest() as { guest: string };
    const res = await shop.app.inject({
      method: 'POST',
      url: '/general/cart/bulk-add',
      headers: { 'x-site-token': `demo-${shop.brand}`, 'x-guest-token': ana.guest },
    });
    expect(errorOf(res, 400).code).toBe('validation_failed');
  });
});
