// The quote cart (spec section 4, "Quote cart"): products a business customer asks a price for,
// kept in browser storage and refreshed from the server. Counts follow the cart's quantity rules.
import { toMinor } from '../money.ts';
import { lineTotalMinor } from './money.ts';
import { normaliseQuantity, quantityStep, roundQuantity } from './quantity.ts';

export interface QuoteProduct {
  productId: number;
  multiplicity: number;
  /** The price asked for, as the product call gives it (major units); null when there is none. */
  target_price: number | null;
  /** False once the server says the product is missing or unavailable. */
  active: boolean;
}

export interface QuoteLine {
  product: QuoteProduct;
  count: number;
}

export interface QuoteCart {
  items: QuoteLine[];
  /** Set once the quote was sent as an order; the cart then shows nothing to pay. */
  orderId: string | null;
}

export const EMPTY_QUOTE_CART: QuoteCart = Object.freeze({
  items: Object.freeze([]) as unknown as QuoteLine[],
  orderId: null,
}) as QuoteCart;

/**
 * Adds one multiplicity of the product: to its line when it has one (which takes the newer product
 * snapshot, as the cart's lines do), else as a new line.
 */
export function addQuoteItem(cart: QuoteCart, product: QuoteProduct): QuoteCart {
  const step = quantityStep(product.multiplicity);
  const existing = cart.items.some((item) => item.product.productId === product.productId);
  if (!existing) return { ...cart, items: [...cart.items, { product, count: step }] };
  const items = cart.items.map((item) =>
    item.product.productId === product.productId ? { product, count: roundQuantity(item.count + step) } : item,
  );
  return { ...cart, items };
}

/**
 * Sets a line's count with three decimals; 0 removes the line. Like the cart, a count below the
 * multiplicity rises to it (spec section 5 applies to every quantity). Unknown products change nothing.
 */
export function setQuoteCount(cart: QuoteCart, productId: number, count: number): QuoteCart {
  const line = cart.items.find((item) => item.product.productId === productId);
  if (!line) return cart;
  const next = normaliseQuantity(count, line.product.multiplicity);
  const items = cart.items.flatMap((item) => (item !== line ? [item] : next === 0 ? [] : [{ ...item, count: next }]));
  return { ...cart, items };
}

/**
 * The lines as the server now sees them: a product it does not know, or knows as inactive or
 * unavailable, becomes inactive; one it offers again becomes active. Lines are kept either way,
 * so the shopper sees what dropped out instead of losing it.
 */
export function refreshQuoteItems(
  cart: QuoteCart,
  known: ReadonlyMap<number, { active: boolean; available: boolean }>,
): QuoteCart {
  const items = cart.items.map((item) => {
    const status = known.get(item.product.productId);
    const active = status !== undefined && status.active && status.available;
    return item.product.active === active ? item : { ...item, product: { ...item.product, active } };
  });
  return { ...cart, items };
}

/**
 * The badge and the subtotal: lines in the cart, and target price x count over active lines with a
 * target price. Both are 0 while an order id is set: the quote was sent and nothing is left to ask.
 */
export function quoteCountAndSubtotal(cart: QuoteCart): { count: number; subtotalMinor: number } {
  if (cart.orderId !== null) return { count: 0, subtotalMinor: 0 };
  const subtotalMinor = cart.items.reduce((sum, { product, count }) => {
    if (!product.active || product.target_price === null) return sum;
    return sum + lineTotalMinor(toMinor(product.target_price), count);
  }, 0);
  return { count: cart.items.length, subtotalMinor };
}
