// A guest with a cart, for the benches that open the cart and the checkout: an empty cart is not the
// page a shopper lands on (the checkout has nothing to deliver or pay for). The lines are put in
// through the API as the gateway's /api proxy would (the guest's token names the cart), and the
// answer is the cookie a browser would then send: the gateway reads the cart key from it.
import { randomBytes } from 'node:crypto';

/** How many of the shop's promoted products go into the cart: a cart of a few lines, as most are. */
const LINES = 3;

interface Card {
  productId: number;
  active: boolean;
  available: boolean;
}

/** The `Cookie` header of a new guest of the shop (`siteToken`) with LINES products in their cart. */
export async function guestCartCookie(api: string, siteToken: string): Promise<string> {
  // The gateway's token shape (letters, digits, - and _): any other would be replaced by a new one.
  const token = `bench-lighthouse-${randomBytes(12).toString('hex')}`;
  const headers = { 'x-site-token': siteToken, 'accept-language': 'ro', 'content-type': 'application/json' };
  const promo = (await (await fetch(`${api}/general/product-filter/promo`, { headers })).json()) as Card[];
  const products = promo.filter((card) => card.active && card.available).slice(0, LINES);
  if (products.length === 0) throw new Error('the shop has no product on sale to put in a cart');
  for (const { productId } of products) {
    const body = JSON.stringify({ product_id: productId, no_user_id: token });
    const res = await fetch(`${api}/general/cart/add-item`, { method: 'POST', headers, body });
    if (!res.ok) throw new Error(`add-item answered ${res.status}: ${await res.text()}`);
  }
  return `user_token=${token}`;
}
