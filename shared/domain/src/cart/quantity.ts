// How much of a product a cart line holds (spec sections 4 and 5, "Quantity"): at most three
// decimals (goods sold by weight, 1.5 kg), never negative, never below the product's multiplicity
// once in the cart, and at most 99999. Both carts, the server cart and the quote cart share these.

/** The largest count a line can hold; a count typed past it settles here. */
export const MAX_QUANTITY = 99999;

/** Counts keep three decimals: grams of a product sold by the kilogram. */
const SCALE = 1000;

/**
 * A count with at most three decimals, in [0, MAX_QUANTITY]. Anything that is not a finite
 * positive number (NaN, Infinity, a negative) is 0, because 0 is the one count that means "none".
 * Rounds the binary value half up at the third decimal, then divides back, so the result prints
 * with at most three decimals (0.1 + 0.2 -> 0.3, not 0.30000000000000004).
 */
export function roundQuantity(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(MAX_QUANTITY, Math.round(count * SCALE) / SCALE);
}

/**
 * The step a product is sold in. A missing, zero, negative or unreadable multiplicity is 1 (a
 * product sold by the piece); one finer than the third decimal rounds to nothing and is 1 too.
 */
export function quantityStep(multiplicity: number): number {
  const step = roundQuantity(multiplicity);
  return step > 0 ? step : 1;
}

/**
 * A count as a cart line keeps it: rounded as above; 0 stays 0 (the caller removes the line);
 * between 0 and the multiplicity it rises to the multiplicity, since the shop sells no less.
 * Counts above the multiplicity are not snapped to whole steps: the spec asks only for the floor,
 * and a shopper who types 7 of a pack of 6 is told so by the server, not silently rounded.
 */
export function normaliseQuantity(count: number, multiplicity: number): number {
  const rounded = roundQuantity(count);
  if (rounded === 0) return 0;
  return Math.max(rounded, quantityStep(multiplicity));
}

/** Pressing "add" without typing a count adds one step of the multiplicity. */
export function defaultAddQuantity(multiplicity: number): number {
  return quantityStep(multiplicity);
}

/**
 * What a buy button sends for the count typed beside it: the line's rule (normaliseQuantity), and
 * an empty, zero or unreadable field adds one step, since pressing "buy" never means "none".
 */
export function buyQuantity(typed: number, multiplicity: number): number {
  return normaliseQuantity(typed, multiplicity) || defaultAddQuantity(multiplicity);
}
