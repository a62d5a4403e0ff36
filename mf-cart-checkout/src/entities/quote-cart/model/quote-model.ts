// The quote cart's state (spec, section 4 "Quote cart"): read from local storage when a page needs it,
// changed only by @vitrina/domain's rules (add merges by product id, count 0 removes, 3 decimals),
// written back after every change, and refreshed from the catalogue: a product the shop no longer
// offers, or cannot sell now, becomes inactive. Browser-only state: the server never draws it.
import { attach, createEffect, createEvent, sample } from 'effector';
import { addQuoteItem, refreshQuoteItems, setQuoteCount } from '@vitrina/domain';
import { readStored, writeStored } from '../../../shared/lib/browser-storage.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { loadQuoteCardsFx } from '../api/quote-api.ts';
import { EMPTY_QUOTE, openForAdding, ownLines, QUOTE_STORAGE_KEY, withTargetPrice } from '../lib/quote-lines.ts';
import type { ProductCard, QuoteItemProduct, ShopQuoteCart } from '../lib/quote-lines.ts';
import { storedQuoteCart } from '../lib/stored-quote.ts';

export const $quoteCart = cartUnits.store<ShopQuoteCart>('quote/cart', EMPTY_QUOTE, { serialize: 'ignore' });

/** Something shows or changes the quote cart: take what storage holds (another tab may have changed it). */
export const quoteCartRestored = createEvent();
/** The quote page opened: restore, then ask the catalogue about every line. */
export const quoteRefreshRequested = createEvent();
/** Products to add one multiplicity of each, in order (the same product twice adds twice). */
export const quoteItemsAdded = createEvent<QuoteItemProduct[]>();
export const quoteCountSet = createEvent<{ productId: number; count: number }>();
export const quoteTargetPriceSet = createEvent<{ productId: number; price: number | null }>();
/** The shop took the quote: its number becomes the cart's orderId. */
export const quoteSent = createEvent<{ orderId: string }>();
/** The shopper starts a new list. */
export const quoteCartCleared = createEvent();

const readQuoteFx = createEffect(() => storedQuoteCart(readStored(QUOTE_STORAGE_KEY)));
const writeQuoteFx = createEffect((cart: ShopQuoteCart) => writeStored(QUOTE_STORAGE_KEY, cart));
/** The page's refresh, its own effect: an add's card load (the same call) is no refresh. */
const refreshFx = attach({ effect: loadQuoteCardsFx });

/** The server's word on each line: a card it answered is known, with its own active and available. */
const knownFrom = (cards: ProductCard[]) => new Map(cards.map((card) => [card.productId, card]));

$quoteCart
  .on(readQuoteFx.doneData, (_, stored) => stored)
  .on(quoteItemsAdded, (cart, products) =>
    products.reduce((next, product) => ownLines(addQuoteItem(next, product)), openForAdding(cart)),
  )
  .on(quoteCountSet, (cart, { productId, count }) => ownLines(setQuoteCount(cart, productId, count)))
  .on(quoteTargetPriceSet, (cart, { productId, price }) => withTargetPrice(cart, productId, price))
  .on(refreshFx.doneData, (cart, cards) => ownLines(refreshQuoteItems(cart, knownFrom(cards))))
  .on(quoteSent, (cart, { orderId }) => ({ ...cart, orderId }))
  .reset(quoteCartCleared);

/** The refresh's own read, so only a refresh goes on to ask the catalogue. */
const readForRefreshFx = attach({ effect: readQuoteFx });

sample({ clock: quoteCartRestored, target: readQuoteFx });
sample({ clock: quoteRefreshRequested, target: readForRefreshFx });
sample({
  clock: readForRefreshFx.doneData,
  filter: (cart) => cart.items.length > 0,
  fn: (cart) => cart.items.map((item) => item.product.productId),
  target: refreshFx,
});

sample({
  clock: [quoteItemsAdded, quoteCountSet, quoteTargetPriceSet, refreshFx.done, quoteSent, quoteCartCleared],
  source: $quoteCart,
  target: writeQuoteFx,
});
