// "Order" pressed: the body from the form's values and what the page knows, checked by the browser
// first (what is surely missing never reaches the server), then placed by checkout-submit. Once the
// order exists the form is emptied (spec: cart-data is the form of the order being made) and the cart
// is asked again: the server closed it, and the header's count follows. A refused promo code shows
// the cart again too, as the server now holds it.
import { combine, createEvent, sample } from 'effector';
import { $cart, $prescriptionConfirmed, cartRefreshRequested } from '../../../entities/cart/index.ts';
import { $draft, draftCleared } from '../../../entities/checkout-draft/index.ts';
import { $companies, $profile } from '../../../entities/shopper/index.ts';
import { $phoneMask } from '../../../features/checkout-contact/index.ts';
import { $deliveryMethod } from '../../../features/checkout-delivery/index.ts';
import { $creditChoice, $paymentMethod } from '../../../features/checkout-payment/index.ts';
import {
  checkRefused,
  orderPlaced,
  orderSubmitted,
  PROMO_REFUSALS,
  submitRefused,
} from '../../../features/checkout-submit/index.ts';
import { localCheck } from '../lib/local-check.ts';
import { orderBody, reservationBody } from '../lib/order-body.ts';
import type { OrderContext } from '../lib/order-body.ts';
import { $orderTotal } from './order-total.ts';

export const orderPressed = createEvent();

const $context = combine(
  {
    draft: $draft,
    method: $deliveryMethod,
    payment: $paymentMethod,
    profile: $profile,
    companies: $companies,
    confirmed: $prescriptionConfirmed,
    cart: $cart,
    credit: $creditChoice,
  },
  ({ profile, cart, method, ...rest }): OrderContext | null =>
    method === null
      ? null
      : { ...rest, method, savedAddresses: profile?.delivery_addresses ?? [], promoCode: cart?.promo_code ?? null },
);

const checked = sample({
  clock: orderPressed,
  source: { context: $context, mask: $phoneMask, total: $orderTotal },
  filter: ({ context }) => context !== null,
  fn: ({ context, mask, total }) => {
    const body = orderBody(context!);
    const errors = localCheck(body, mask, context!.credit, total);
    return { body, reservation: reservationBody(context!), errors };
  },
});
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length > 0,
  fn: ({ errors }) => errors,
  target: checkRefused,
});
sample({
  clock: checked,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: ({ body, reservation }) => ({ body, reservation }),
  target: orderSubmitted,
});

sample({ clock: orderPlaced, target: [draftCleared, cartRefreshRequested] });
// The promo shown is no longer the cart's (expired, or cleared in another tab): show the cart as it is.
sample({
  clock: submitRefused,
  filter: (refusal) => refusal.kind === 'rejected' && PROMO_REFUSALS.includes(refusal.code),
  fn: () => undefined,
  target: cartRefreshRequested,
});
