// The quote cart's calls: today's cards of its products (the catalogue's product-filter by ids, which
// leaves out what the shop no longer offers), and sending the quote request (general/quote-requests,
// owned like the cart, so through the cart's personal call).
import { createEffect } from 'effector';
import { apiGetFx } from '@vitrina/events';
import type { productFilterResponse, QuoteCreateRequest, QuoteRequest } from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';
import type { ProductCard } from '../lib/quote-lines.ts';

type ProductList = ReturnType<(typeof productFilterResponse)['parse']>;

/** product-filter's largest page: more ids are asked in turns. */
const PAGE = 100;

/** The cards of `productIds` the shop offers now (active ones; `available` says whether it can be bought). */
export const loadQuoteCardsFx = createEffect(async (productIds: number[]): Promise<ProductCard[]> => {
  const cards: ProductCard[] = [];
  for (let at = 0; at < productIds.length; at += PAGE) {
    const ids = productIds.slice(at, at + PAGE);
    const query = { ids: ids.join(','), pagination: ids.length };
    const list = (await apiGetFx({ path: 'general/product-filter', query })) as ProductList;
    cards.push(...list.products);
  }
  return cards;
});

/** The body without an owner: the proxy (browser) or the page's scope (server) adds it. */
export type QuoteSend = Omit<QuoteCreateRequest, 'no_user_id'>;

export const sendQuoteFx = cartEffect<QuoteSend, QuoteRequest>((body) => ({
  method: 'POST',
  path: 'general/quote-requests',
  body: { ...body },
}));
