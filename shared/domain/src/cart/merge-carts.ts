// Merging two local carts (spec section 4, "Cart synchronisation": a load may merge, same product
// adds counts, capped at stock), e.g. a tab's cart with the one another tab saved.
import type { LocalCart } from './local-cart.ts';
import { EMPTY_LOCAL_CART, withoutPromo } from './local-cart.ts';
import { foldLines } from './local-cart-lines.ts';
import { normaliseLocalCart } from './normalise-local-cart.ts';

/**
 * Fields that belong together and travel as a group: a region with its delivery type and price,
 * an order number with its payment link. Taking one field from each cart could pair a region with
 * a delivery type it does not offer.
 */
const FIELD_GROUPS = [
  ['deliveryPrice', 'selectedDeliveryType', 'deliveryMethod', 'regionId', 'storeId', 'deliveryDateAndTime', 'taxPrice'],
  ['orderNumber', 'paymentUrl', 'trans_id'],
  // The discount is the promo's amount.
  ['promoCode', 'promoCodeErrors', 'discount'],
] as const satisfies readonly (readonly (keyof LocalCart)[])[];

type Group = (typeof FIELD_GROUPS)[number];

const isDefault = (cart: LocalCart, group: Group): boolean =>
  group.every((key) => JSON.stringify(cart[key]) === JSON.stringify(EMPTY_LOCAL_CART[key]));

/** The group from the first cart that set it (differs from the defaults), else the defaults. */
function pickGroup(first: LocalCart, second: LocalCart, group: Group): Partial<LocalCart> {
  const source = isDefault(first, group) ? second : first;
  return Object.fromEntries(group.map((key) => [key, source[key]]));
}

/**
 * `a` and `b` as one cart. Lines keep first-seen order (a's, then b's new ones); lines for the same
 * product and grinding method add up (see combineLines). Every other field group comes from the
 * first cart that set it. The promo code survives only when one cart has lines: once both carts
 * bring goods the contents changed, and a change of contents clears the promo.
 * Associative, and the empty cart is its identity, so it does not matter which tab merges first.
 * Both carts are normalised first, so raw storage may be passed.
 */
export function mergeCarts(a: LocalCart, b: LocalCart): LocalCart {
  const [first, second] = [normaliseLocalCart(a), normaliseLocalCart(b)];
  const merged = FIELD_GROUPS.reduce<LocalCart>((cart, group) => ({ ...cart, ...pickGroup(first, second, group) }), {
    ...first,
    products: foldLines([...first.products, ...second.products]),
  });
  const bothHaveGoods = first.products.length > 0 && second.products.length > 0;
  return bothHaveGoods ? withoutPromo(merged) : merged;
}
