// The checkout form as the browser keeps it (spec 3: "checkout form values are kept as cart-data"):
// local storage under `cart-data`, which cart-sync carries in a signed-in shopper's record as its
// localDataFields. Storage outlives releases and another tab or device writes it too, so it is read
// back field by field: a field that cannot be read takes its default (spec 5's normalisation).
import { CHECKOUT_DELIVERY_METHODS, DEFAULT_REGION_ID, DELIVERY_TYPES, deliveryTypeInRegion } from '@vitrina/domain';
import type { CheckoutDeliveryMethod, DeliveryType } from '@vitrina/domain';
import { inRegion, knownRegion, townOf } from './places.ts';

/** The storage key; cart-sync's sync-storage.ts reads the same one (CART_FORM_KEY). */
export const CHECKOUT_DRAFT_KEY = 'cart-data';

/** The ways to pay a cart order (credit is ordered by its own call, general/iute-credit/create-order). */
export const PAYMENT_CHOICES = ['cash', 'card_on_delivery', 'online', 'credit'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** Where the parcel carrier leaves the parcel. */
export const CARRIER_POINTS = ['warehouse', 'postmachine'] as const;
export type CarrierPoint = (typeof CARRIER_POINTS)[number];

export interface CheckoutDraft {
  name: string;
  email: string;
  /** As the masked field shows it; whitespace goes before sending. */
  phone: string;
  /** null until the shopper chooses: the first method the shop offers is taken. */
  method: CheckoutDeliveryMethod | null;
  storeId: number | null;
  /** The pickup slot the store offered (general/delivery-time). */
  date: string | null;
  time: string | null;
  /** One of a signed-in shopper's saved addresses instead of the typed one. */
  savedAddressId: number | null;
  regionId: number;
  localityId: number;
  sectorId: number | null;
  street: string;
  /** The listed street the typed name is, if it is one. */
  streetId: number | null;
  building: string;
  apartment: string;
  note: string;
  deliveryType: DeliveryType;
  carrierPoint: CarrierPoint;
  /** The carrier city as typed, and the carrier's reference once it names a listed city. */
  carrierCity: string;
  carrierCityRef: string | null;
  carrierPointRef: string | null;
  payment: PaymentChoice | null;
  /** Paid on credit: the program and term chosen (the credit window's link names them too). */
  creditProgramId: number | null;
  creditMonths: number | null;
  companyId: number | null;
  comment: string;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  name: '',
  email: '',
  phone: '',
  method: null,
  storeId: null,
  date: null,
  time: null,
  savedAddressId: null,
  regionId: DEFAULT_REGION_ID,
  localityId: townOf(DEFAULT_REGION_ID),
  sectorId: null,
  street: '',
  streetId: null,
  building: '',
  apartment: '',
  note: '',
  deliveryType: 'standart',
  carrierPoint: 'warehouse',
  carrierCity: '',
  carrierCityRef: null,
  carrierPointRef: null,
  payment: null,
  creditProgramId: null,
  creditMonths: null,
  companyId: null,
  comment: '',
};

type Fields = Record<string, unknown>;
/** The longest text any field keeps (the comment's limit); the API checks each field's own. */
const TEXT_MAX = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, TEXT_MAX) : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 64) : null);
const idOrNull = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** The place fields together: the locality one of the region's, the type one the region allows. */
function placeOf(raw: Fields) {
  const regionId = knownRegion(idOrNull(raw.regionId));
  const localityId = idOrNull(raw.localityId);
  const wanted = oneOf(DELIVERY_TYPES, raw.deliveryType) ?? 'standart';
  return {
    regionId,
    localityId: localityId !== null && inRegion(localityId, regionId) ? localityId : townOf(regionId),
    deliveryType: deliveryTypeInRegion(regionId, wanted),
  };
}

/** Whatever storage or the record holds, as a draft. */
export function normaliseDraft(value: unknown): CheckoutDraft {
  const raw: Fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
  return {
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone),
    method: oneOf(CHECKOUT_DELIVERY_METHODS, raw.method),
    storeId: idOrNull(raw.storeId),
    date: textOrNull(raw.date),
    time: textOrNull(raw.time),
    savedAddressId: idOrNull(raw.savedAddressId),
    ...placeOf(raw),
    sectorId: idOrNull(raw.sectorId),
    street: text(raw.street),
    streetId: idOrNull(raw.streetId),
    building: text(raw.building),
    apartment: text(raw.apartment),
    note: text(raw.note),
    carrierPoint: oneOf(CARRIER_POINTS, raw.carrierPoint) ?? 'warehouse',
    carrierCity: text(raw.carrierCity),
    carrierCityRef: textOrNull(raw.carrierCityRef),
    carrierPointRef: textOrNull(raw.carrierPointRef),
    payment: oneOf(PAYMENT_CHOICES, raw.payment),
    creditProgramId: idOrNull(raw.creditProgramId),
    creditMonths: idOrNull(raw.creditMonths),
    companyId: idOrNull(raw.companyId),
    comment: text(raw.comment),
  };
}
