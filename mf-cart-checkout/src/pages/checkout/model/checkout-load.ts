// What the server prepares for /{lang}/cart/checkout: the head, the shop's settings, the shopper's
// cart (validated), the places and stores, a signed-in shopper's profile and companies, the credit
// the URL asks for; then, with all of them in, the delivery's first state (its price and its
// sectors) and the credit programs that lend on the cart. The route is under the personal `cart`
// prefix: never cached.
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { deliveryDataRequested } from '../../../features/checkout-delivery/index.ts';
import { cartCreditRequested } from '../../../features/checkout-payment/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';
import { checkoutDataRequested } from './checkout-model.ts';
import { checkoutAsked, creditAskOf } from './credit-ask.ts';

export const checkoutLoad: RouteLoad = async (context) => {
  const { scope } = context;
  await Promise.all([
    headLoad('checkoutTitle')(context),
    allSettled(checkoutDataRequested, { scope }),
    allSettled(checkoutAsked, { scope, params: creditAskOf(context.search) }),
  ]);
  await Promise.all([allSettled(deliveryDataRequested, { scope }), allSettled(cartCreditRequested, { scope })]);
};
