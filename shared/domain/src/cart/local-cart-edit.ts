// What the shopper does to the local cart (spec section 4, "Local cart rules"): add, set a count,
// take one away, remove a line, pick a region. Each returns a new cart; a change of contents
// clears the promo code (withLines), an action that changes nothing returns the cart as it was.
import type { CartProductRef, LocalCart, LocalCartLine } from './local-cart.ts';
import { deliveryTypeInRegion } from '../delivery/delivery-type.ts';
import { isLine, withLines } from './local-cart-lines.ts';
import { normaliseLocalCart, normaliseProductRef } from './normalise-local-cart.ts';
import { defaultAddQuantity, normaliseQuantity, quantityStep, roundQuantity } from './quantity.ts';

/**
 * Adds `count` (by default one multiplicity) of a product. The same product with the same grinding
 * method is one line whose count rises; the line then takes the newer product snapshot, since the
 * shopper is looking at it. A product without a usable id, or a count of 0, changes nothing.
 * Stock is not checked here: the server decides it when the cart is validated.
 */
export function addLine(
  cart: LocalCart,
  product: CartProductRef,
  count?: number,
  grindingMethodId: number | null = null,
): LocalCart {
  const snapshot = normaliseProductRef(product);
  if (!snapshot) return cart;
  const step = snapshot.multiplicity;
  const amount = normaliseQuantity(count ?? defaultAddQuantity(step), step);
  if (amount === 0) return cart;
  const existing = cart.products.find((line) => isLine(line, snapshot.productId, grindingMethodId));
  if (!existing) return withLines(cart, [...cart.products, { product: snapshot, count: amount, grindingMethodId }]);
  const raised = normaliseQuantity(existing.count + amount, step);
  return withLines(cart, replaceLine(cart.products, existing, { ...existing, product: snapshot, count: raised }));
}

function replaceLine(lines: readonly LocalCartLine[], old: LocalCartLine, next: LocalCartLine | null): LocalCartLine[] {
  return lines.flatMap((line) => (line === old ? (next ? [next] : []) : [line]));
}

function findLine(cart: LocalCart, productId: number, grindingMethodId: number | null): LocalCartLine | undefined {
  return cart.products.find((line) => isLine(line, productId, grindingMethodId));
}

/** Sets a line's count: 0 removes the line, a count below the multiplicity rises to it. */
export function setLineCount(
  cart: LocalCart,
  productId: number,
  grindingMethodId: number | null,
  count: number,
): LocalCart {
  const line = findLine(cart, productId, grindingMethodId);
  if (!line) return cart;
  const next = normaliseQuantity(count, line.product.multiplicity);
  return withLines(cart, replaceLine(cart.products, line, next === 0 ? null : { ...line, count: next }));
}

/**
 * The minus button: lowers the count by one (the spec's unit, not the multiplicity) but not below
 * the multiplicity, and deletes the line once it is at its smallest, one unit or one multiplicity.
 * So a pack of 6 at 8 goes 7, 6, then away; 1.5 kg of a 0.5 kg product goes 0.5, then away.
 */
export function removeOne(cart: LocalCart, productId: number, grindingMethodId: number | null): LocalCart {
  const line = findLine(cart, productId, grindingMethodId);
  if (!line) return cart;
  const step = quantityStep(line.product.multiplicity);
  if (line.count <= Math.max(1, step)) return withLines(cart, replaceLine(cart.products, line, null));
  const lowered = Math.max(roundQuantity(line.count - 1), step);
  return withLines(cart, replaceLine(cart.products, line, { ...line, count: lowered }));
}

export function removeLine(cart: LocalCart, productId: number, grindingMethodId: number | null): LocalCart {
  const line = findLine(cart, productId, grindingMethodId);
  return line ? withLines(cart, replaceLine(cart.products, line, null)) : cart;
}

/** Express delivery exists in the default region only; any other region forces standard. */
export function changeRegion(cart: LocalCart, regionId: number): LocalCart {
  if (!Number.isSafeInteger(regionId) || regionId <= 0) return cart;
  return { ...cart, regionId, selectedDeliveryType: deliveryTypeInRegion(regionId, cart.selectedDeliveryType) };
}

export type CartSaveCheck = { ok: true } | { ok: false; reason: 'empty_cart' };

/**
 * Whether a cart may be saved (spec section 5: non-empty only if products is a non-empty array).
 * Takes what storage or a request holds, so lines that cannot be read do not count.
 */
export function cartSaveCheck(cart: unknown): CartSaveCheck {
  return normaliseLocalCart(cart).products.length > 0 ? { ok: true } : { ok: false, reason: 'empty_cart' };
}

/**
 * The header badge: how many lines the cart has. Not the sum of counts, which may be 1.5 (kg) or
 * 99999 and would tell the shopper less than "three products".
 */
export function cartCount(cart: LocalCart): number {
  return cart.products.length;
}
