// What a delivery costs: the shop's price for the caller's cart as the server holds it
// (general/delivery-price, personal: priced on the shopper's own cart), and the parcel carrier's
// look-ups and its own fee for a route (general/v2/novapost/*, answers in `data`).
import type { CarrierPriceAnswer, DeliveryPrice, carrierCityResponse, carrierPointResponse } from '@vitrina/contract';
import type { CheckoutDeliveryMethod, DeliveryType } from '@vitrina/domain';
import { cartEffect } from '../../../shared/api/cart-call.ts';

export type CarrierCity = ReturnType<(typeof carrierCityResponse)['parse']>['data'][number];
export type CarrierPlace = ReturnType<(typeof carrierPointResponse)['parse']>['data'][number];
export type CarrierQuote = CarrierPriceAnswer['data'][number];

/** How and where to deliver, as general/delivery-price and the order's delivery name it. */
export interface DeliveryChoice {
  method: CheckoutDeliveryMethod;
  region_id?: number;
  locality_id?: number;
  delivery_type: DeliveryType;
}

export const priceDeliveryFx = cartEffect<DeliveryChoice, DeliveryPrice>((choice) => ({
  method: 'POST',
  path: 'general/delivery-price',
  body: { ...choice },
}));

export const findCarrierCitiesFx = cartEffect<string, { data: CarrierCity[] }>((query) => ({
  method: 'POST',
  path: 'general/v2/novapost/city',
  body: { query },
}));

export interface CarrierPlaces {
  cityRef: string;
  kind: 'warehouse' | 'postmachine';
}

/** A city's branches or post machines. */
export const findCarrierPlacesFx = cartEffect<CarrierPlaces, { data: CarrierPlace[] }>(({ cityRef, kind }) => ({
  method: 'POST',
  path: `general/v2/novapost/${kind}`,
  body: { cityRef },
}));

export interface CarrierRoute extends CarrierPlaces {
  placeRef: string;
}

/** The carrier's own fee for the route: a price, or a sentence saying why it has none. */
export const carrierPriceFx = cartEffect<CarrierRoute, { data: CarrierQuote[] }>(({ cityRef, kind, placeRef }) => ({
  method: 'POST',
  path: 'general/v2/novapost/delivery-price',
  body: {
    type: kind,
    city_ref_id: cityRef,
    ...(kind === 'warehouse' ? { warehouse_ref_id: placeRef } : { postmachine_ref_id: placeRef }),
  },
}));
