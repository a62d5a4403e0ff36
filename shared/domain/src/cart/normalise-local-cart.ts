// Reading the local cart back from browser storage (spec section 5: "normalisation fills defaults
// for wrongly typed fields"). Storage outlives releases and can be edited by hand, so every field
// is checked; what cannot be read takes its default and a line that cannot be read is dropped.
import type { CartProductRef, DeliveryMethod, DeliveryType, LocalCart, LocalCartLine } from './local-cart.ts';
import { DEFAULT_REGION_ID, DELIVERY_METHODS, DELIVERY_TYPES, EMPTY_LOCAL_CART } from './local-cart.ts';
import { deliveryTypeInRegion } from '../delivery/delivery-type.ts';
import { foldLines } from './local-cart-lines.ts';
import { normaliseQuantity, quantityStep } from './quantity.ts';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const idOrNull = (value: unknown): number | null => (isId(value) ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** Money the cart keeps (minor units): a whole, non-negative amount (+ 0 turns -0 into 0), or null. */
const minorOrNull = (value: unknown): number | null => (isAmount(value) ? Math.round(value) + 0 : null);

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The product snapshot, or null when it has no usable product id. Other keys are kept for display. */
export function normaliseProductRef(raw: unknown): CartProductRef | null {
  if (!isRecord(raw) || !isId(raw.productId)) return null;
  return {
    ...raw,
    productId: raw.productId,
    multiplicity: quantityStep(typeof raw.multiplicity === 'number' ? raw.multiplicity : 1),
    stock: isAmount(raw.stock) ? raw.stock : null,
  };
}

/**
 * A line, or null when it is broken: no usable product, or a count that is not a number (there is
 * no telling how much the shopper wanted) or that comes to 0 (0 means the line was removed).
 */
function normaliseLine(raw: unknown): LocalCartLine | null {
  if (!isRecord(raw) || typeof raw.count !== 'number') return null;
  const product = normaliseProductRef(raw.product);
  if (!product) return null;
  const count = normaliseQuantity(raw.count, product.multiplicity);
  return count > 0 ? { product, count, grindingMethodId: idOrNull(raw.grindingMethodId) } : null;
}

function normaliseLines(raw: unknown): LocalCartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines = raw.map(normaliseLine).filter((line): line is LocalCartLine => line !== null);
  return foldLines(lines);
}

/** Delivery type and region together: outside the default region only standard delivery exists. */
function normaliseDelivery(raw: Fields): { regionId: number; selectedDeliveryType: DeliveryType } {
  const regionId = isId(raw.regionId) ? raw.regionId : DEFAULT_REGION_ID;
  const wanted = oneOf(DELIVERY_TYPES, raw.selectedDeliveryType, EMPTY_LOCAL_CART.selectedDeliveryType);
  return { regionId, selectedDeliveryType: deliveryTypeInRegion(regionId, wanted) };
}

/**
 * A cart from whatever storage held. Idempotent: a normalised cart comes back equal. An empty cart
 * keeps no promo code nor its discount (a code priced contents that are gone), which also lets a merge with an empty
 * cart leave the other cart's promo alone.
 */
export function normaliseLocalCart(raw: unknown): LocalCart {
  const fields = isRecord(raw) ? raw : {};
  const products = normaliseLines(fields.products);
  const errors = Array.isArray(fields.promoCodeErrors) ? fields.promoCodeErrors : [];
  return {
    products,
    deliveryPrice: minorOrNull(fields.deliveryPrice),
    // The promo's amount: it goes with the promo code.
    discount: products.length > 0 ? (minorOrNull(fields.discount) ?? 0) : 0,
    ...normaliseDelivery(fields),
    deliveryMethod: oneOf<DeliveryMethod>(DELIVERY_METHODS, fields.deliveryMethod, EMPTY_LOCAL_CART.deliveryMethod),
    orderNumber: textOrNull(fields.orderNumber),
    paymentUrl: textOrNull(fields.paymentUrl),
    trans_id: textOrNull(fields.trans_id),
    storeId: idOrNull(fields.storeId),
    deliveryDateAndTime: textOrNull(fields.deliveryDateAndTime),
    taxPrice: minorOrNull(fields.taxPrice),
    promoCode: products.length > 0 ? textOrNull(fields.promoCode) : null,
    promoCodeErrors: products.length > 0 ? errors.filter((error): error is string => typeof error === 'string') : [],
  };
}
