// general/delivery-price: what delivering the caller's cart costs, from the cart as the server holds
// it (today's prices, the held promo) and the products' delivery prices, with the domain's rule. A
// price or total in the request is never read: the body names only how and where to deliver.
import { inArray } from 'drizzle-orm';

import type { DeliveryPrice, deliveryPriceRequest } from '@vitrina/contract';
import type { ProductDeliveryPrices } from '@vitrina/domain';
import { deliveryPriceMinor, freeDeliveryFrom, goodsTotalMinor, localityById, toMajor } from '@vitrina/domain';
import type { z } from 'zod';

import type { CartScope } from '../cart/owner.ts';
import type { PromoPricing } from '../cart/promo/pricing.ts';
import { loadCart } from '../cart/read.ts';
import type { LineRow } from '../cart/store.ts';
import { pricedLine } from '../cart/view.ts';
import type { Db } from '../db/client.ts';
import { productDeliveryPrices } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { shopDeliveryOf } from './shop-settings.ts';

type Request = z.infer<typeof deliveryPriceRequest>;

/** Where address delivery goes; pickup and carrier need no place (the shop does not carry them). */
function placeOf(request: DeliveryChoice): { regionId: number; localityKey: string | null } {
  if (request.method !== 'address') return { regionId: request.region_id ?? 0, localityKey: null };
  const fieldErrors: Record<string, string[]> = {};
  if (request.region_id === undefined) fieldErrors.region_id = ['required'];
  if (request.locality_id === undefined) fieldErrors.locality_id = ['required'];
  const locality = request.locality_id === undefined ? undefined : localityById(request.locality_id);
  if (request.locality_id !== undefined && locality?.regionId !== request.region_id)
    fieldErrors.locality_id = ['not_in_region'];
  if (Object.keys(fieldErrors).length > 0 || !locality)
    throw new HttpError(
      400,
      'validation_failed',
      'Address delivery needs a region and one of its localities',
      fieldErrors,
    );
  return { regionId: locality.regionId, localityKey: locality.key };
}

/** Each product's own prices, or the shop's defaults for a product without them. */
async function pricesOf(db: Db, productIds: number[], defaults: ProductDeliveryPrices) {
  const rows =
    productIds.length === 0
      ? []
      : await db.select().from(productDeliveryPrices).where(inArray(productDeliveryPrices.productId, productIds));
  const own = new Map(rows.map((row) => [row.productId, row]));
  return productIds.map((id): { prices: ProductDeliveryPrices } => {
    const row = own.get(id);
    if (!row) return { prices: defaults };
    return {
      prices: {
        standartKishinev: row.standartKishinevMinor,
        expressKishinev: row.expressKishinevMinor,
        suburbs: row.suburbsMinor,
        regionPrice: row.regionMinor,
      },
    };
  });
}

/** How and where the shopper asked to be delivered (the delivery-price body, an order's delivery). */
export interface DeliveryChoice {
  method: Request['method'];
  region_id?: number;
  locality_id?: number;
  delivery_type: Request['delivery_type'];
}

/**
 * The delivery of these cart lines in minor units, and the goods total from which it is free (null:
 * never). Orders price their delivery with this too; a bad place is a 400 naming the field.
 */
export async function quoteDelivery(
  db: Db,
  settings: Record<string, unknown>,
  cart: { lines: readonly LineRow[]; pricing: PromoPricing | null },
  choice: DeliveryChoice,
): Promise<{ priceMinor: number; freeFromMinor: number | null }> {
  const place = placeOf(choice);
  const shop = shopDeliveryOf(settings);
  // What the shopper pays for the goods: the promo's price when one is held (spec: goods or promo general price).
  const goodsMinor = cart.pricing ? cart.pricing.generalPriceMinor : goodsTotalMinor(cart.lines.map(pricedLine));
  const lines = await pricesOf(
    db,
    cart.lines.map((line) => line.product.id),
    shop.defaultPrices,
  );
  const priceMinor = deliveryPriceMinor({
    method: choice.method,
    regionId: place.regionId,
    localityKey: place.localityKey,
    type: choice.delivery_type,
    goodsMinor,
    lines,
    thresholds: shop.thresholds,
  });
  const freeFromMinor =
    choice.method === 'address' ? freeDeliveryFrom(place.regionId, place.localityKey, shop.thresholds) : null;
  return { priceMinor, freeFromMinor };
}

/** general/delivery-price: the caller's cart as the server holds it, priced for the asked delivery. */
export async function cartDeliveryPrice(
  scope: CartScope,
  settings: Record<string, unknown>,
  request: Request,
): Promise<DeliveryPrice> {
  const cart = await loadCart(scope);
  const { priceMinor, freeFromMinor } = await quoteDelivery(scope.db, settings, cart, request);
  return {
    price: toMajor(priceMinor),
    currency: scope.site.currency,
    free_from: freeFromMinor === null ? null : toMajor(freeFromMinor),
  };
}
