// The parcel carrier behind general/v2/novapost/*: what the storefront asks of it. The built-in
// implementation answers from a bundled dataset (local-carrier.ts); a shop plugs the real carrier's
// API by giving the delivery routes another implementation of this interface.
import type { Locale } from '@vitrina/domain';

export interface CarrierCity {
  ref: string;
  description: string;
  area: string;
}

export interface CarrierStreet {
  ref: string;
  streetType: string;
  description: string;
  descriptionRo: string;
}

/** A branch (warehouse) or a post machine. */
export interface CarrierPoint {
  ref: string;
  number: string;
  address: { description: string };
}

export type CarrierDeliveryType = 'courier' | 'warehouse' | 'postmachine';

export interface CarrierPriceQuestion {
  type: CarrierDeliveryType;
  cityRef: string;
  warehouseRef?: string;
  postmachineRef?: string;
  lang: Locale;
}

/** A priced route, or why it could not be priced (a text the checkout shows as a warning). */
export type CarrierPriceAnswer = { cost: number; currency: string; days: number } | string;

export interface ParcelCarrier {
  cities(query: string, lang: Locale): Promise<CarrierCity[]>;
  streets(cityRef: string, query: string): Promise<CarrierStreet[]>;
  warehouses(cityRef: string, number: string | undefined, lang: Locale): Promise<CarrierPoint[]>;
  postMachines(cityRef: string, number: string | undefined, lang: Locale): Promise<CarrierPoint[]>;
  deliveryPrice(question: CarrierPriceQuestion): Promise<CarrierPriceAnswer>;
}
