// The delivery price of an order (spec section 9): free for pickup or once the goods reach the
// zone's threshold, otherwise the highest delivery price among the products, chosen by zone and type.
// Integer minor units throughout.
import type { DeliveryType } from '../cart/local-cart.ts';
import { deliveryTypeInRegion, type CheckoutDeliveryMethod } from './delivery-type.ts';
import { deliveryZone, type DeliveryZone } from './regions.ts';

/** A product's delivery prices in minor units; null where the shop set none. */
export interface ProductDeliveryPrices {
  standartKishinev: number | null;
  expressKishinev: number | null;
  suburbs: number | null;
  regionPrice: number | null;
}

/** The shop's free-delivery thresholds in minor units; 0 means that zone never delivers free. */
export interface FreeDeliveryThresholds {
  free_delivery: number;
  free_delivery_region: number;
  free_delivery_suburbs: number;
}

export interface DeliveryPriceRequest {
  method: CheckoutDeliveryMethod;
  regionId: number;
  localityKey: string | null;
  type: DeliveryType;
  /** What the shopper pays for the goods (after a promo), in minor units. */
  goodsMinor: number;
  lines: ReadonlyArray<{ prices: ProductDeliveryPrices }>;
  thresholds: FreeDeliveryThresholds;
}

const THRESHOLD_OF_ZONE: Record<DeliveryZone, keyof FreeDeliveryThresholds> = {
  city: 'free_delivery',
  suburb: 'free_delivery_suburbs',
  region: 'free_delivery_region',
};

/** The goods total from which delivery to this place is free, or null when it never is. */
export function freeDeliveryFrom(
  regionId: number,
  localityKey: string | null,
  thresholds: FreeDeliveryThresholds,
): number | null {
  const threshold = thresholds[THRESHOLD_OF_ZONE[deliveryZone(regionId, localityKey)]];
  return Number.isFinite(threshold) && threshold > 0 ? threshold : null;
}

/**
 * The one price of a product that applies. Express is asked first since it is a promise about time
 * wherever in the city it goes; a suburb without its own price is charged the city's.
 */
function linePrice(prices: ProductDeliveryPrices, zone: DeliveryZone, type: DeliveryType): number | null {
  if (zone === 'region') return prices.regionPrice;
  if (type === 'express') return prices.expressKishinev;
  if (zone === 'suburb') return prices.suburbs ?? prices.standartKishinev;
  return prices.standartKishinev;
}

/** A stored amount as a price: a whole non-negative number of minor units, or nothing. */
const asPrice = (value: number | null) =>
  value !== null && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;

/**
 * The delivery price in minor units. Pickup is free; so is a parcel carrier's delivery, whose fee the
 * carrier quotes itself (novapost/delivery-price) and takes on collection. One car brings the whole
 * order, so the order pays for its costliest product to carry, not for each one; products without a
 * price for the zone add nothing (no line priced at all: 0).
 */
export function deliveryPriceMinor(request: DeliveryPriceRequest): number {
  if (request.method !== 'address') return 0;
  const free = freeDeliveryFrom(request.regionId, request.localityKey, request.thresholds);
  if (free !== null && request.goodsMinor >= free) return 0;
  const zone = deliveryZone(request.regionId, request.localityKey);
  const type = deliveryTypeInRegion(request.regionId, request.type);
  return request.lines.reduce(
    (highest, line) => Math.max(highest, asPrice(linePrice(line.prices, zone, type)) ?? 0),
    0,
  );
}
