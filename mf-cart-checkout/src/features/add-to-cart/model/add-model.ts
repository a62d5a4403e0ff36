// The buy intent of any remote (the bus's addToCartRequested, fired by a product's buy button,
// waiting in $pendingCartIntents until the cart takes it): add-item, then, when the answer's line of
// the product says it has associated products, their window (once loaded), else the cart drawer.
// A model rather than a handler, so the hand-off is tested in a forked scope without a browser.
import { attach, createEffect, merge, sample } from 'effector';
import {
  $pendingCartIntents,
  CART_ASSOCIATED_MODAL,
  CART_DRAWER,
  cartIntentsTaken,
  modalOpened,
} from '@vitrina/events';
import type { ProductIntent } from '@vitrina/events';
import type { Cart } from '@vitrina/contract';
import { addItemFx, cartStarted, loadAssociatedFx } from '../../../entities/cart/index.ts';
import type { LineChange, ProductCard } from '../../../entities/cart/index.ts';
import { FETCHING_CLEAR_MS } from '../../../shared/config/timings.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { waitFx } from '../../../shared/lib/wait.ts';

/** An add pressed elsewhere in the shop: its own effect, since only it opens a window and tells. */
export const addFromShopFx = attach({ effect: addItemFx });

/** Presses in the order they were made: each add answers with the whole cart, the last one wins. */
const addWaitingFx = createEffect(async (intents: ProductIntent[]) => {
  for (const { productId, quantity } of intents)
    await addFromShopFx({ productId, ...(quantity ? { count: quantity } : {}) });
});

// Presses made before this code arrived are taken when the cart starts; later ones as they come.
const intentsWaiting = sample({
  clock: [cartStarted, $pendingCartIntents.updates],
  source: $pendingCartIntents,
  filter: (intents) => intents.length > 0,
});
sample({ clock: intentsWaiting, target: cartIntentsTaken });
sample({ clock: intentsWaiting, target: addWaitingFx });

/**
 * An add is under way: add buttons wait. It clears 700 ms after the last add ended (spec, section
 * 9), so a second press in the same moment does not add the product twice.
 */
export const $fetching = cartUnits.store('add/fetching', false, { serialize: 'ignore' });
const clearFetchingFx = attach({ effect: waitFx, mapParams: () => FETCHING_CLEAR_MS });
$fetching.on(addItemFx, () => true);
sample({ clock: addItemFx.finally, target: clearFetchingFx });
sample({
  clock: clearFetchingFx.done,
  source: addItemFx.pending,
  filter: (pending) => !pending,
  fn: () => false,
  target: $fetching,
});

/** What the window offers with the product just added; products that cannot be bought are left out. */
export const $associated = cartUnits.store<ProductCard[]>('add/associated', [], { serialize: 'ignore' });
const loadOfferFx = attach({ effect: loadAssociatedFx });

type AddDone = { params: LineChange; result: Cart };

/** The server says whether the product has associated products to offer (its line's flag in the answer). */
const hasOffer = ({ params, result }: AddDone) =>
  result.products.some((line) => line.product_id === params.productId && line.has_associated_products);

// Only then is the window's list asked for; any other add shows the drawer at once, with no call.
sample({
  clock: addFromShopFx.done,
  filter: hasOffer,
  fn: ({ params }) => ({ productId: params.productId }),
  target: loadOfferFx,
});
sample({ clock: addFromShopFx.done, filter: (done) => !hasOffer(done), fn: () => CART_DRAWER, target: modalOpened });
// The error catalogue: a failed associated-products call sets the list empty (then the drawer opens).
const offerKnown = merge([
  loadOfferFx.doneData.map((cards) => cards.filter((card) => card.active && card.available)),
  loadOfferFx.fail.map((): ProductCard[] => []),
]);
$associated.on(offerKnown, (_, cards) => cards);
sample({
  clock: offerKnown,
  fn: (cards) => (cards.length > 0 ? CART_ASSOCIATED_MODAL : CART_DRAWER),
  target: modalOpened,
});
