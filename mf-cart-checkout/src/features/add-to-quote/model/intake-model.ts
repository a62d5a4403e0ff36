// "Request a quote" presses from any remote (the bus's addToQuoteRequested, waiting in
// $pendingQuoteIntents until this remote takes them): the products' cards are loaded, each one the
// shop offers goes into the quote cart (one multiplicity, the domain's add), and a notice says so; a
// product the shop does not offer now is not added, and the notice says that instead.
// A model rather than a handler, so the hand-off is tested in a forked scope without a browser.
import { createEffect, sample } from 'effector';
import { $locale, $pendingQuoteIntents, notify, quoteIntentsTaken } from '@vitrina/events';
import type { Locale, ProductIntent } from '@vitrina/events';
import { cartStarted } from '../../../entities/cart/index.ts';
import {
  $quoteCart,
  loadQuoteCardsFx,
  quoteCartRestored,
  quoteItemsAdded,
  quoteProductOf,
} from '../../../entities/quote-cart/index.ts';
import type { ProductCard, QuoteItemProduct, ShopQuoteCart } from '../../../entities/quote-cart/index.ts';
import { loadCartTexts, textFor } from '../../../shared/i18n/index.ts';

/** The intents and the cards the catalogue answered for them. */
const loadIntentCardsFx = createEffect(async (intents: ProductIntent[]) => {
  const cards = await loadQuoteCardsFx([...new Set(intents.map((intent) => intent.productId))]);
  return { intents, cards };
});

/** Each intent's product, when the shop sells it now; a line already there keeps its target price. */
function productsToAdd(cart: ShopQuoteCart, intents: ProductIntent[], cards: ProductCard[]): QuoteItemProduct[] {
  const byId = new Map(cards.filter((card) => card.available).map((card) => [card.productId, card]));
  return intents.flatMap(({ productId }) => {
    const card = byId.get(productId);
    if (!card) return [];
    const kept = cart.orderId === null ? cart.items.find((item) => item.product.productId === productId) : undefined;
    return [quoteProductOf(card, kept?.product.target_price ?? null)];
  });
}

const noticeFx = createEffect(async ({ locale, added }: { locale: Locale; added: QuoteItemProduct[] }) => {
  await loadCartTexts(locale);
  const title = added.at(-1)?.title;
  return title
    ? { kind: 'success' as const, text: textFor(locale, 'quoteAdded', { title }) }
    : { kind: 'error' as const, text: textFor(locale, 'quoteAddFailed') };
});

// Presses made before this code arrived are taken when the cart widget starts; later ones as they come.
const intentsWaiting = sample({
  clock: [cartStarted, $pendingQuoteIntents.updates],
  source: $pendingQuoteIntents,
  filter: (intents) => intents.length > 0,
});
sample({ clock: intentsWaiting, target: quoteIntentsTaken });
// Storage first: the add joins the list as this and other tabs left it.
sample({ clock: intentsWaiting, fn: () => undefined, target: quoteCartRestored });
sample({ clock: intentsWaiting, target: loadIntentCardsFx });

const added = sample({
  clock: loadIntentCardsFx.doneData,
  source: $quoteCart,
  fn: (cart, { intents, cards }) => productsToAdd(cart, intents, cards),
});
sample({ clock: added, filter: (products) => products.length > 0, target: quoteItemsAdded });
sample({ clock: added, source: $locale, fn: (locale, products) => ({ locale, added: products }), target: noticeFx });
sample({
  clock: loadIntentCardsFx.fail,
  source: $locale,
  fn: (locale) => ({ locale, added: [] }),
  target: noticeFx,
});
sample({ clock: noticeFx.doneData, target: notify });

/** Cards of pressed products are being loaded: the quote page's list is about to grow. */
export const $quoteAdding = loadIntentCardsFx.pending;
