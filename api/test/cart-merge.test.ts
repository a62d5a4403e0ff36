// merge-cart (a guest cart joins the account at sign-in) and set-loyalty-item (a line paid with
// loyalty points earns none).
import { describe, expect, it } from 'vitest';

import {
  add,
  addProduct,
  buildCartShop,
  cartOf,
  countsOf,
  errorOf,
  fetchCart,
  guest,
  post,
  signedIn,
} from './cart-support.ts';

const shop = await buildCartShop();
const token = (who: ReturnType<typeof guest>) => (who as { guest: string }).guest;

describe('merge-cart', () => {
  it("adds the guest's lines to the account's, capped at the stock, and deletes the guest cart", async () => {
    const [ana, user] = [guest(), await signedIn(shop)];
    const [both, guestOnly, scarce] = [
      await addProduct(shop),
      await addProduct(shop, { multiplicity: 0.5 }),
      await addProduct(shop, { stock: 5 }),
    ];
    await add(shop, user, both, 2);
    await add(shop, user, scarce, 4);
    await add(shop, ana, both, 3);
    await add(shop, ana, guestOnly, 1.5);
    await add(shop, ana, scarce, 3);
    const merged = cartOf(await post(shop, user, '/general/cart/merge-cart', { no_user_id: token(ana) }));
    expect(countsOf(merged)).toEqual({ [both]: 5, [guestOnly]: 1.5, [scarce]: 5 });
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it('merges once: a second call changes nothing', async () => {
    const [ana, user] = [guest(), await signedIn(shop)];
    const product = await addProduct(shop);
    await add(shop, ana, product, 2);
    await post(shop, user, '/general/cart/merge-cart', { no_user_id: token(ana) });
    const again = cartOf(await post(shop, user, '/general/cart/merge-cart', { no_user_id: token(ana) }));
    expect(countsOf(again)).toEqual({ [product]: 2 });
  });

  it('takes the guest cart the gateway names in X-Guest-Token (the browser cannot read the cookie)', async () => {
    const [ana, user] = [guest(), await signedIn(shop)];
    const product = await addProduct(shop);
    await add(shop, ana, product, 2);
    const res = await post(shop, user, '/general/cart/merge-cart', {}, { 'x-guest-token': token(ana) });
    expect(countsOf(cartOf(res))).toEqual({ [product]: 2 });
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it("answers the account's cart when the guest has none", async () => {
    const user = await signedIn(shop);
    const product = await addProduct(shop);
    await add(shop, user, product);
    const res = await post(shop, user, '/general/cart/merge-cart', { no_user_id: token(guest()) });
    expect(countsOf(cartOf(res))).toEqual({ [product]: 1 });
  });

  it('needs a signed-in shopper and a guest token', async () => {
    const ana = guest();
    const asGuest = await post(shop, null, '/general/cart/merge-cart', { no_user_id: token(ana) });
    expect(errorOf(asGuest, 401).code).toBe('not_authenticated');
    const user = await signedIn(shop);
    expect(errorOf(await post(shop, user, '/general/cart/merge-cart', {}), 400).fieldErrors).toEqual({
      no_user_id: ['required'],
    });
    const malformed = await post(shop, user, '/general/cart/merge-cart', { no_user_id: 'bad token' });
    expect(errorOf(malformed, 400).fieldErrors).toEqual({ no_user_id: ['invalid'] });
  });
});

describe('set-loyalty-item', () => {
  it('pays a line with points: it stops earning them, and unchecking gives them back', async () => {
    const user = await signedIn(shop);
    const [earning, other] = [await addProduct(shop, { loyaltyGive: 4 }), await addProduct(shop, { loyaltyGive: 1 })];
    await add(shop, user, earning, 2);
    expect(cartOf(await add(shop, user, other, 3)).loyalty_give).toBe(11);
    const checked = cartOf(
      await post(shop, user, '/general/cart/set-loyalty-item', { product_id: earning, active: true }),
    );
    expect(checked.loyalty_give).toBe(3);
    expect(checked.products.find((p) => p.id === earning)?.loyalty_checked).toBe(true);
    const unchecked = await post(shop, user, '/general/cart/set-loyalty-item', { product_id: earning, active: false });
    expect(cartOf(unchecked).loyalty_give).toBe(11);
  });

  it('refuses a product outside the loyalty programme, and one not in the cart', async () => {
    const user = await signedIn(shop);
    const [plain, absent] = [await addProduct(shop), await addProduct(shop, { loyaltyGive: 2 })];
    await add(shop, user, plain);
    const refused = await post(shop, user, '/general/cart/set-loyalty-item', { product_id: plain, active: true });
    expect(errorOf(refused, 400).fieldErrors).toEqual({ product_id: ['loyalty_unavailable'] });
    const missing = await post(shop, user, '/general/cart/set-loyalty-item', { product_id: absent, active: true });
    expect(errorOf(missing, 404).code).toBe('not_found');
    expect((await fetchCart(shop, user)).products[0]?.loyalty_checked).toBe(false);
  });

  it('is for signed-in shoppers: a guest has no points', async () => {
    const ana = guest();
    const product = await addProduct(shop, { loyaltyGive: 2 });
    await add(shop, ana, product);
    const res = await post(shop, ana, '/general/cart/set-loyalty-item', { product_id: product, active: true });
    expect(errorOf(res, 401).code).toBe('not_authenticated');
  });
});
