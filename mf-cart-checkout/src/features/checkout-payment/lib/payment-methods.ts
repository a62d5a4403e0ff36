// How a cart may be paid. Cash always; a card (on delivery or online) only when every line allows it
// (the server's card_payment_available: a shop may refuse cards for some goods). Every shop takes
// online payments through its provider (api/src/payment/registry.ts: the demo one by default).
// Credit where a program of the cart's lender lends on the whole cart (model/credit-model.ts).
import type { CartProduct } from '@vitrina/contract';
import type { PaymentChoice } from '../../../entities/checkout-draft/index.ts';

export function paymentMethodsOf(
  lines: readonly Pick<CartProduct, 'card_payment_available'>[],
  credit = false,
): PaymentChoice[] {
  const cards = lines.every((line) => line.card_payment_available);
  const methods: PaymentChoice[] = cards ? ['cash', 'card_on_delivery', 'online'] : ['cash'];
  return credit ? [...methods, 'credit'] : methods;
}

/** The chosen way while the cart allows it, else the first allowed (cash). */
export const effectivePayment = (chosen: PaymentChoice | null, offered: readonly PaymentChoice[]): PaymentChoice =>
  chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? 'cash');
