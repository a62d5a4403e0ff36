// order/preview-promo: what a code would do to a list of products, claiming no use of it.
import { describe, expect, it } from 'vitest';

import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  errorOf,
  forbidPromo,
  guest,
  post,
  promoOf,
  signedIn,
} from './cart-support.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);
const preview = (who: ReturnType<typeof guest> | null, promo_code: string, products: object[]) =>
  post(shop, who, '/general/order/preview-promo', { promo_code, products });

describe('preview-promo', () => {
  it("prices the products at the shop's prices, repeats added up, whatever the request says", async () => {
    const [a, b] = [await addProduct(shop, { priceMinor: 2_000 }), await addProduct(shop, { priceMinor: 5_000 })];
    const code = await addPromo(shop, { value: 20 });
    const result = promoOf(
      await preview(null, code, [
        { product_id: a, count: 1, price: 0.01 },
        { product_id: b, count: 2 },
        { product_id: a, count: 1 },
      ]),
    );
    expect(result).toMatchObject({ status: 'preview', promo_value: 20, general_price: 16 * 2 + 40 * 2 });
    expect(result.products.map((p) => [p.product_id, p.count, p.priceWithDiscount])).toEqual([
      [a, 2, 16],
      [b, 2, 40],
    ]);
  });

  it('claims nothing: a single-use code previewed by many is still there to apply', async () => {
    const product = await addProduct(shop);
    const code = await addPromo(shop, { singleUse: true });
    for (let i = 0; i < 3; i++) promoOf(await preview(guest(), code, [{ product_id: product, count: 1 }]));
    const ana = guest();
    await add(shop, ana, product);
    promoOf(await applyCode(shop, ana, code));
    // Its holder may still preview it; anyone else learns it is taken.
    expect(promoOf(await preview(ana, code, [{ product_id: product, count: 1 }])).status).toBe('preview');
    expect(errorOf(await preview(guest(), code, [{ product_id: product, count: 1 }]), 400).fieldErrors).toEqual({
      promo_code: ['This promo code has already been used'],
    });
  });

  it('refuses under promo_code as applying does: unknown, expired, not for these products, not allowed', async () => {
    const product = await addProduct(shop);
    const lines = [{ product_id: product, count: 1 }];
    expect(errorOf(await preview(null, 'NOPE', lines), 400).code).toBe('promo_unknown');
    const old = await addPromo(shop, { endsAt: new Date(shop.ctx.clock.now() - 1) });
    expect(errorOf(await preview(null, old, lines), 400).code).toBe('promo_expired');
    const narrow = await addPromo(shop, { type: 'product', productIds: [await addProduct(shop)] });
    expect(errorOf(await preview(null, narrow, lines), 400).code).toBe('promo_not_applicable');
    const user = await signedIn(shop);
    await forbidPromo(shop, user.id);
    expect(errorOf(await preview(user, await addPromo(shop), lines), 400).fieldErrors).toHaveProperty('promo_code');
  });

  it("answers 404 for another shop's product and 400 for an empty list", async () => {
    const code = await addPromo(shop);
    const theirs = await addProduct(other);
    expect(errorOf(await preview(null, code, [{ product_id: theirs, count: 1 }]), 404).code).toBe('not_found');
    expect(errorOf(await preview(null, code, []), 400).fieldErrors).toEqual({ products: ['required'] });
  });
});
