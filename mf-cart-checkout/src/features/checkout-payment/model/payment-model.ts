// The payment the form shows: the ways the cart allows (credit where a program lends on it), and the
// shopper's choice among them.
import { combine } from 'effector';
import { $cart } from '../../../entities/cart/index.ts';
import { $draft } from '../../../entities/checkout-draft/index.ts';
import { effectivePayment, paymentMethodsOf } from '../lib/payment-methods.ts';
import { $creditOffer } from './credit-model.ts';

export const $paymentMethods = combine($cart, $creditOffer, (cart, credit) =>
  paymentMethodsOf(cart?.products ?? [], credit.length > 0),
);
export const $paymentMethod = combine($draft, $paymentMethods, (draft, offered) =>
  effectivePayment(draft.payment, offered),
);
