// What "order" sends, from the form's values and what the page knows: the order's body (only the
// choices: the server prices everything, the credit's payments too) and the reservation check's.
// Empty optional texts are left out; the phone goes without whitespace (spec 5); a saved address,
// store or company that is no longer the shopper's is not sent (the server would refuse it), so the
// form's check names it. On credit the body names the program and term (general/iute-credit).
import type { Company, DeliveryAddress } from '@vitrina/contract';
import { phoneForSending } from '@vitrina/domain/phone-mask';
import type { CheckoutDeliveryMethod } from '@vitrina/domain';
import type { CheckoutDraft, PaymentChoice } from '../../../entities/checkout-draft/index.ts';
import type { CreditChoice } from '../../../features/checkout-payment/index.ts';
import type { OrderBody, ReservationBody } from '../../../features/checkout-submit/index.ts';

export interface OrderContext {
  draft: CheckoutDraft;
  method: CheckoutDeliveryMethod;
  payment: PaymentChoice;
  savedAddresses: readonly DeliveryAddress[];
  companies: readonly Company[];
  /** The prescription products confirmed on this page. */
  confirmed: readonly number[];
  promoCode: string | null;
  /** The credit's program and term, when credit is offered. */
  credit: CreditChoice | null;
}

export type OrderDelivery = OrderBody['delivery'];

const optional = <K extends string>(key: K, text: string) => (text.trim() ? { [key]: text.trim() } : {});

function typedAddress(draft: CheckoutDraft) {
  return {
    ...(draft.streetId !== null ? { street_id: draft.streetId } : {}),
    ...optional('street', draft.street),
    building: draft.building.trim(),
    ...optional('apartment', draft.apartment),
    ...optional('note', draft.note),
    ...(draft.sectorId !== null ? { sector_id: draft.sectorId } : {}),
  };
}

function deliveryOf({ draft, method, savedAddresses }: OrderContext): OrderDelivery {
  if (method === 'pickup')
    return {
      method,
      delivery_type: 'standart',
      ...(draft.storeId !== null ? { store_id: draft.storeId } : {}),
      ...(draft.date !== null && draft.time !== null ? { date: draft.date, time: draft.time } : {}),
    };
  if (method === 'carrier') {
    if (draft.carrierCityRef === null) return { method, delivery_type: 'standart' };
    const ref = draft.carrierPointRef;
    const point =
      ref === null ? {} : draft.carrierPoint === 'warehouse' ? { warehouse_ref_id: ref } : { postmachine_ref_id: ref };
    return {
      method,
      delivery_type: 'standart',
      carrier: { type: draft.carrierPoint, city_ref_id: draft.carrierCityRef, ...point },
    };
  }
  const place = { region_id: draft.regionId, locality_id: draft.localityId, delivery_type: draft.deliveryType };
  const saved = savedAddresses.some((address) => address.shipping_address_id === draft.savedAddressId);
  return saved
    ? { method, ...place, shipping_address_id: draft.savedAddressId! }
    : { method, ...place, address: typedAddress(draft) };
}

export function orderBody(context: OrderContext): OrderBody {
  const { draft, payment, companies, confirmed, credit } = context;
  const terms = payment === 'credit' && credit ? { program_id: credit.program.id, months: credit.months } : {};
  return {
    contact: { name: draft.name.trim(), email: draft.email.trim(), phone: phoneForSending(draft.phone) },
    delivery: deliveryOf(context),
    payment_method: payment,
    prescription_confirmed: [...confirmed],
    ...(companies.some((company) => company.id === draft.companyId) ? { company_id: draft.companyId! } : {}),
    ...optional('comment', draft.comment),
    ...terms,
  };
}

export function reservationBody({ method, confirmed, promoCode }: OrderContext): ReservationBody {
  return {
    delivery_method: method,
    prescription_confirmed: [...confirmed],
    ...(promoCode ? { promo_code: promoCode } : {}),
  };
}
