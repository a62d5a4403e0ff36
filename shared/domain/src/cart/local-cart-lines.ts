// The local cart's lines: which line is which (product and grinding method), when contents changed
// (the promo goes), and folding two lines for the same product into one (a merge, a duplicate).
import type { LocalCart, LocalCartLine } from './local-cart.ts';
import { withoutPromo } from './local-cart.ts';
import { quantityStep, roundQuantity } from './quantity.ts';

/** Whether a line is the one for this product ground this way. */
export function isLine(line: LocalCartLine, productId: number, grindingMethodId: number | null): boolean {
  return line.product.productId === productId && line.grindingMethodId === grindingMethodId;
}

export function sameLineKey(a: LocalCartLine, b: LocalCartLine): boolean {
  return isLine(a, b.product.productId, b.grindingMethodId);
}

/** Whether two line lists hold the same products, ways of grinding and counts, in any order. */
export function sameContents(a: readonly LocalCartLine[], b: readonly LocalCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line) => b.some((other) => sameLineKey(line, other) && other.count === line.count))
  );
}

/**
 * The cart with new lines. The promo is cleared only when the contents really changed (a product
 * snapshot refreshed at the same count leaves it): the spec ties the clearing to contents.
 */
export function withLines(cart: LocalCart, products: LocalCartLine[]): LocalCart {
  const next = { ...cart, products };
  return sameContents(cart.products, products) ? next : withoutPromo(next);
}

/** The smaller of two stocks; an unknown stock (null) limits nothing. */
function smallerStock(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/**
 * One line for both: the counts add up, capped at the stock when a stock is known (spec section 4,
 * "A load may merge: same product id adds counts, capped at stock"). The line keeps the first
 * snapshot of the product, but the smaller stock of the two: the conservative reading, and the one
 * that keeps merging associative, so tabs may merge carts in any grouping and agree.
 * The cap never goes below one multiplicity: the line stays at its smallest amount and the server's
 * check reports the product as unavailable, rather than a merge deleting what the shopper chose.
 * Expects both lines normalised (count at least its multiplicity).
 */
export function combineLines(first: LocalCartLine, second: LocalCartLine): LocalCartLine {
  const stock = smallerStock(first.product.stock, second.product.stock);
  const cap = stock === null ? Infinity : Math.max(stock, quantityStep(first.product.multiplicity));
  return {
    ...first,
    product: { ...first.product, stock },
    count: roundQuantity(Math.min(first.count + second.count, cap)),
  };
}

/**
 * Lines in first-seen order, one per product and grinding method: a line whose key was seen
 * before is folded into the earlier one.
 */
export function foldLines(lines: Iterable<LocalCartLine>): LocalCartLine[] {
  const folded: LocalCartLine[] = [];
  for (const line of lines) {
    const at = folded.findIndex((kept) => sameLineKey(kept, line));
    if (at < 0) folded.push(line);
    else folded[at] = combineLines(folded[at]!, line);
  }
  return folded;
}
