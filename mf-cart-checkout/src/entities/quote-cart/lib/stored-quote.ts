// The quote cart read back from local storage, leniently: storage is the browser's, so anything
// there (an older shape, a hand edit) is checked line by line and what cannot be a line is dropped.
import { roundQuantity } from '@vitrina/domain';
import { EMPTY_QUOTE } from './quote-lines.ts';
import type { QuoteItem, ShopQuoteCart } from './quote-lines.ts';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

function itemOf(value: unknown): QuoteItem | null {
  if (!isObject(value) || !isObject(value.product)) return null;
  const product = value.product;
  const count = roundQuantity(Number(value.count));
  if (!Number.isInteger(product.productId) || (product.productId as number) < 1 || count === 0) return null;
  return {
    count,
    product: {
      productId: product.productId as number,
      multiplicity: amount(product.multiplicity) ?? 1,
      target_price: amount(product.target_price),
      active: product.active !== false,
      title: text(product.title),
      code: text(product.code),
      url: text(product.url),
      img: text(product.img),
      price: amount(product.price) ?? 0,
      currency: text(product.currency),
    },
  };
}

export function storedQuoteCart(stored: unknown): ShopQuoteCart {
  if (!isObject(stored) || !Array.isArray(stored.items)) return EMPTY_QUOTE;
  const seen = new Set<number>();
  const items = stored.items.flatMap((value) => {
    const item = itemOf(value);
    if (!item || seen.has(item.product.productId)) return [];
    seen.add(item.product.productId);
    return [item];
  });
  const orderId = typeof stored.orderId === 'string' && stored.orderId !== '' ? stored.orderId : null;
  return { items, orderId };
}
