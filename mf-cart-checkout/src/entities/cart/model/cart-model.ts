// The server's cart (spec, section 3 "Server cart"; section 4 "Server cart flow"): the last answer
// of the back end, which alone prices it. Every edit answers the whole cart and replaces the data;
// a failed load resets the cart (spec: "a failed cart product load resets the cart"), so nothing
// stale is shown as if the server had said it. The promo and the validation follow in their models.
import { createEvent, merge, sample } from 'effector';
import type { Cart } from '@vitrina/contract';
import { cartUnits } from '../../../shared/lib/units.ts';
import { addItemFx, fetchCartFx, reduceItemFx, removeItemsFx, setLoyaltyFx } from '../api/cart-api.ts';

export type CartLoad = 'idle' | 'loading' | 'ready' | 'failed';
export type CartEdit = 'add' | 'reduce' | 'remove' | 'loyalty';

/** Serialized with the cart page: the browser draws what the server did without asking again. */
export const $cart = cartUnits.store<Cart | null>('cart/data', null);
export const $cartLoad = cartUnits.store<CartLoad>('cart/load', 'idle');

/** Something shows the cart (the page, the drawer, the widget starting): loads it unless it is in. */
export const cartOpened = createEvent();
/** The cart changed on the server without an edit's answer (a promo was applied): load it again. */
export const cartRefreshRequested = createEvent();
/** A fresh answer of fetch-all. */
export const cartLoaded = createEvent<Cart>();
/** An edit's answer replaced the cart. */
export const cartEdited = createEvent<{ edit: CartEdit; cart: Cart }>();
/** The cart could not be loaded: the shopper sees no data the server did not just confirm. */
export const cartReset = createEvent();

sample({
  clock: cartOpened,
  source: $cartLoad,
  filter: (load) => load === 'idle' || load === 'failed',
  fn: () => undefined,
  target: fetchCartFx,
});
sample({ clock: cartRefreshRequested, target: fetchCartFx });

sample({ clock: fetchCartFx.doneData, filter: (list) => list.length > 0, fn: (list) => list[0]!, target: cartLoaded });
sample({ clock: fetchCartFx.doneData, filter: (list) => list.length === 0, fn: () => undefined, target: cartReset });
// A call the page stopped itself (the session ended) is no answer about the cart.
sample({
  clock: fetchCartFx.failData,
  filter: (error) => error.refusal.kind !== 'stopped',
  fn: () => undefined,
  target: cartReset,
});

const edited = (edit: CartEdit) => (cart: Cart) => ({ edit, cart });
sample({ clock: addItemFx.doneData, fn: edited('add'), target: cartEdited });
sample({ clock: reduceItemFx.doneData, fn: edited('reduce'), target: cartEdited });
sample({ clock: removeItemsFx.doneData, fn: edited('remove'), target: cartEdited });
sample({ clock: setLoyaltyFx.doneData, fn: edited('loyalty'), target: cartEdited });

/** Every replacement of the data, with what replaced it (null: reset). */
export const cartReplaced = merge([cartLoaded, cartEdited.map(({ cart }) => cart), cartReset.map(() => null)]);

$cart.on(cartReplaced, (_, cart) => cart);
$cartLoad
  .on(fetchCartFx, () => 'loading')
  .on([cartLoaded, cartEdited], () => 'ready')
  .on(fetchCartFx.fail, () => 'failed');
