// Which delivery methods a shop offers: its `delivery_methods` setting (a subset of pickup, address
// and carrier, in the order the checkout lists them: the first is preselected), else the default.
// The settings answer tells the checkout, and every order of the cart is refused a method the shop
// does not offer, so the page and the API read one setting.
import { CHECKOUT_DELIVERY_METHODS, type CheckoutDeliveryMethod } from '@vitrina/domain';

import { HttpError } from '../plugins/errors.ts';

/** A shop that names none: its own courier to an address, and pickup at its stores (as before the setting). */
export const DEFAULT_DELIVERY_METHODS: readonly CheckoutDeliveryMethod[] = ['address', 'pickup'];

const isMethod = (value: unknown): value is CheckoutDeliveryMethod =>
  CHECKOUT_DELIVERY_METHODS.includes(value as CheckoutDeliveryMethod);

/** The setting as stored, read with care: unknown entries and repeats are dropped; none valid: the default. */
export function storedDeliveryMethods(settings: Record<string, unknown>): readonly CheckoutDeliveryMethod[] {
  const stored = settings.delivery_methods;
  const methods = Array.isArray(stored) ? [...new Set(stored.filter(isMethod))] : [];
  return methods.length ? methods : DEFAULT_DELIVERY_METHODS;
}

/** What the checkout is told: pickup only where the shop has a store to pick up from. */
export const offeredDeliveryMethods = (settings: Record<string, unknown>, hasStores: boolean) =>
  storedDeliveryMethods(settings).filter((method) => method !== 'pickup' || hasStores);

/**
 * An order (or its reservation) names a method the shop does not offer: 400 at `field`. A pickup in a
 * shop without stores passes here and is refused by the store check (`delivery.store_id`).
 */
export function checkDeliveryMethod(settings: Record<string, unknown>, method: CheckoutDeliveryMethod, field: string) {
  if (!storedDeliveryMethods(settings).includes(method))
    throw new HttpError(400, 'validation_failed', 'The shop does not deliver this way', { [field]: ['not_offered'] });
}
