// Which delivery methods a shop offers at checkout, and the one the form shows. The shop's setting
// decides (the settings' delivery_methods, in the order the form lists them; the API refuses an order
// by another): the shop's courier to an address in the places base/region lists, pickup at its
// stores, the parcel carrier (general/v2/novapost/*). Pickup needs a store to pick up from.
import type { CheckoutDeliveryMethod } from '@vitrina/domain';
import type { CheckoutDraft } from '../../../entities/checkout-draft/index.ts';
import type { DeliveryChoice } from '../../../entities/delivery/index.ts';

/** What a settings answer from before the setting meant: the API's default (settings/delivery-methods.ts). */
const BEFORE_THE_SETTING: readonly CheckoutDeliveryMethod[] = ['address', 'pickup'];

/** In the order the form lists them; the first is taken until the shopper chooses. */
export function deliveryMethodsOf(
  listed: readonly CheckoutDeliveryMethod[] | undefined,
  storeCount: number,
): CheckoutDeliveryMethod[] {
  return (listed ?? BEFORE_THE_SETTING).filter((method) => method !== 'pickup' || storeCount > 0);
}

/** The chosen method while the shop offers it, else the first it offers (null: none yet). */
export const effectiveMethod = (
  chosen: CheckoutDeliveryMethod | null,
  offered: readonly CheckoutDeliveryMethod[],
): CheckoutDeliveryMethod | null => (chosen !== null && offered.includes(chosen) ? chosen : (offered[0] ?? null));

/** What general/delivery-price is asked for the draft: only address delivery names a place. */
export function deliveryChoiceOf(draft: CheckoutDraft, method: CheckoutDeliveryMethod | null): DeliveryChoice | null {
  if (method === null) return null;
  if (method !== 'address') return { method, delivery_type: 'standart' };
  return {
    method,
    region_id: draft.regionId,
    locality_id: draft.localityId,
    delivery_type: draft.deliveryType,
  };
}
