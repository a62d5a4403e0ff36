// The browser's check before any call: what is surely missing or mistyped, named as the server
// names it, so a refusal looks the same whoever found it. The server checks everything again.
import { fitsPhoneMask } from '@vitrina/domain/phone-mask';
import { lendsAmount } from '../../../features/checkout-payment/index.ts';
import type { CreditChoice } from '../../../features/checkout-payment/index.ts';
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import type { OrderDelivery } from './order-body.ts';
import type { OrderBody } from '../../../features/checkout-submit/index.ts';

/** Something, an @, something, a dot, something: the server's check is the real one. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function deliveryErrors(delivery: OrderDelivery): FieldErrors {
  if (delivery.method === 'pickup') return delivery.store_id === undefined ? { 'delivery.store_id': ['required'] } : {};
  if (delivery.method === 'carrier') {
    if (!delivery.carrier) return { 'delivery.carrier.city_ref_id': ['required'] };
    const { warehouse_ref_id, postmachine_ref_id } = delivery.carrier;
    return warehouse_ref_id || postmachine_ref_id ? {} : { 'delivery.carrier.point': ['required'] };
  }
  return delivery.address && !delivery.address.building ? { 'delivery.address.building': ['required'] } : {};
}

/** On credit: the program lends the order's total (delivery included), once that is known. */
function creditErrors(body: OrderBody, credit: CreditChoice | null, total: number | null): FieldErrors {
  if (body.payment_method !== 'credit' || !credit || total === null) return {};
  return lendsAmount(credit.program, total) ? {} : { program_id: ['amount_out_of_range'] };
}

export function localCheck(
  body: OrderBody,
  phoneMask: string,
  credit: CreditChoice | null = null,
  total: number | null = null,
): FieldErrors {
  const errors: FieldErrors = {};
  const { name, email, phone } = body.contact;
  if (!name) errors['contact.name'] = ['required'];
  if (!email) errors['contact.email'] = ['required'];
  else if (!EMAIL.test(email)) errors['contact.email'] = ['invalid_email'];
  if (!phone) errors['contact.phone'] = ['required'];
  else if (!fitsPhoneMask(phone, phoneMask)) errors['contact.phone'] = ['invalid_phone'];
  return { ...errors, ...deliveryErrors(body.delivery), ...creditErrors(body, credit, total) };
}
