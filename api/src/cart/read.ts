// Reading a cart: the owner's lines with today's products and the promo the cart holds. An owner
// without a cart has an empty one; reading never makes a cart row.
import type { CartScope } from './owner.ts';
import { heldCode, termsOf } from './promo/codes.ts';
import { ownerLines } from './store.ts';
import { cartView, type CartView } from './view.ts';

/** The owner's cart (fetch-all): the lines in one statement, then the promo when there are any. */
export async function loadCart(scope: CartScope): Promise<CartView> {
  const { cartId, lines } = await ownerLines(scope.db, scope.site.id, scope.owner);
  const promo = cartId === null ? null : await heldCode(scope.db, cartId);
  return cartView(lines, promo ? termsOf(promo) : null, scope.lang, scope.site.currency);
}
