// The quote cart as this remote keeps it (spec, section 4 "Quote cart"): @vitrina/domain's QuoteCart,
// whose lines also carry what the page shows of a product (title, link, picture, today's price). The
// domain's rules keep each line's product object as given, so these fields ride along untouched.
import { EMPTY_QUOTE_CART } from '@vitrina/domain';
import type { QuoteCart, QuoteProduct } from '@vitrina/domain';
import type { productCardSchema } from '@vitrina/contract';

export type ProductCard = ReturnType<(typeof productCardSchema)['parse']>;

/** Local storage's key of the quote cart (the spec's). */
export const QUOTE_STORAGE_KEY = 'quote-cart';

export interface QuoteItemProduct extends QuoteProduct {
  title: string;
  code: string;
  url: string;
  img: string;
  /** Today's price of one unit, major units: for reference; the shop prices the quote itself. */
  price: number;
  currency: string;
}
export interface QuoteItem {
  product: QuoteItemProduct;
  count: number;
}
export interface ShopQuoteCart extends QuoteCart {
  items: QuoteItem[];
}

export const EMPTY_QUOTE: ShopQuoteCart = EMPTY_QUOTE_CART as ShopQuoteCart;

/** A domain rule's answer for a cart of ours: its lines are ours, with their product objects kept. */
export const ownLines = (cart: QuoteCart): ShopQuoteCart => cart as ShopQuoteCart;

/** A product card as a quote line's product; `target_price` is the shopper's, kept across refreshes. */
export function quoteProductOf(card: ProductCard, target_price: number | null): QuoteItemProduct {
  const { productId, multiplicity, title, code, url, img, price, currency } = card;
  return { productId, multiplicity, title, code, url, img, price, currency, target_price, active: true };
}

/** The shopper's target price of a line (null: none). Unknown products change nothing. */
export function withTargetPrice(cart: ShopQuoteCart, productId: number, price: number | null): ShopQuoteCart {
  const items = cart.items.map((item) =>
    item.product.productId === productId ? { ...item, product: { ...item.product, target_price: price } } : item,
  );
  return { ...cart, items };
}

/**
 * A sent quote is done: the next add starts a new list rather than growing the sent one (which
 * shows nothing to pay while its orderId is set).
 */
export const openForAdding = (cart: ShopQuoteCart): ShopQuoteCart => (cart.orderId === null ? cart : EMPTY_QUOTE);
