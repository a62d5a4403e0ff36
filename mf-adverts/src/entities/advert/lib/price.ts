// Which price a shopper reads: the API's, in the shop's currency through its rates (shop_price), else
// the author's own currency when the shop has no rate for it, else none (price on request). Amounts are
// the API's major units; nothing here computes a price.
import type { AdvertCard } from '../model/types.ts';

export interface ShownAmount {
  amount: number;
  currency: string;
}

export function shownPrice(card: Pick<AdvertCard, 'price' | 'currency' | 'shop_price'>): ShownAmount | null {
  if (card.shop_price) return { amount: card.shop_price.price, currency: card.shop_price.currency };
  return card.price === null ? null : { amount: card.price, currency: card.currency };
}

/** The author's own price, shown beside the shop's when they differ in currency. */
export function askedPrice(card: Pick<AdvertCard, 'price' | 'currency' | 'shop_price'>): ShownAmount | null {
  if (card.price === null || !card.shop_price || card.shop_price.currency === card.currency) return null;
  return { amount: card.price, currency: card.currency };
}
