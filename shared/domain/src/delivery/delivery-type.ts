// Delivery types and methods at checkout: which type a region allows.
import { DEFAULT_REGION_ID, type DeliveryType } from '../cart/local-cart.ts';

/** How the goods reach the shopper: taken at a store, brought to an address, or sent by parcel carrier. */
export const CHECKOUT_DELIVERY_METHODS = ['pickup', 'address', 'carrier'] as const;
export type CheckoutDeliveryMethod = (typeof CHECKOUT_DELIVERY_METHODS)[number];

/** Express delivery exists in the default region only (spec section 9); elsewhere it is standard. */
export function deliveryTypeInRegion(regionId: number, wanted: DeliveryType): DeliveryType {
  return regionId === DEFAULT_REGION_ID ? wanted : 'standart';
}
