// The checkout page's events: what it needs loaded (on the server while preparing it, in the browser
// when it was reached by client navigation: loaded data is not asked again), and what only a page in
// a browser does on opening: read the stored form back, keep the delivery price current, ask which
// credit programs lend on the cart, and tell the data layer `begin_checkout` once per visit, as soon
// as the cart is there with lines.
import { createEffect, createEvent, sample } from 'effector';
import type { Cart } from '@vitrina/contract';
import { siteFrameRequested } from '@vitrina/events';
import { $cart, cartOpened, cartReplaced } from '../../../entities/cart/index.ts';
import { draftRestoreRequested, formErrorsCleared } from '../../../entities/checkout-draft/index.ts';
import { placesRequested } from '../../../entities/delivery/index.ts';
import { shopperRequested } from '../../../entities/shopper/index.ts';
import { deliveryUnwatched, deliveryWatched } from '../../../features/checkout-delivery/index.ts';
import { cartCreditRequested } from '../../../features/checkout-payment/index.ts';
import { submitReset } from '../../../features/checkout-submit/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { pushBeginCheckout } from '../lib/begin-checkout.ts';
// The form goes with a signed-in shopper's synchronised record wherever the page's model is.
import './form-sync.ts';

/** The shop's settings, the cart, the places and stores, and a signed-in shopper's profile. */
export const checkoutDataRequested = createEvent();
/** The page is on the screen (browser). */
export const checkoutOpened = createEvent();
export const checkoutLeft = createEvent();

sample({ clock: checkoutDataRequested, target: [siteFrameRequested, cartOpened, placesRequested, shopperRequested] });
sample({
  clock: checkoutOpened,
  target: [
    submitReset,
    formErrorsCleared,
    checkoutDataRequested,
    draftRestoreRequested,
    deliveryWatched,
    cartCreditRequested,
  ],
});
sample({ clock: checkoutLeft, target: deliveryUnwatched });

/** One visit's `begin_checkout`: 'waiting' until it is told (the cart may still be loading). */
const $visit = cartUnits.store<'away' | 'waiting' | 'told'>('checkout/visit', 'away', { serialize: 'ignore' });
const beginCheckoutFx = createEffect(pushBeginCheckout);

$visit
  .on(checkoutOpened, () => 'waiting')
  .on(beginCheckoutFx, () => 'told')
  .reset(checkoutLeft);
sample({
  clock: [checkoutOpened, cartReplaced],
  source: { visit: $visit, cart: $cart },
  filter: ({ visit, cart }) => visit === 'waiting' && cart !== null && cart.products.length > 0,
  fn: ({ cart }) => cart as Cart,
  target: beginCheckoutFx,
});
