// A shop's delivery settings, kept in its site settings under `delivery`: the free-delivery
// thresholds and default delivery prices (minor units), the delivery calendar and the delivery text.
// Every field falls back to a default, so a shop without them delivers at no charge, never free.
import type { FreeDeliveryThresholds, ProductDeliveryPrices, Translated } from '@vitrina/domain';

/** As stored (and seeded): money in minor units of the shop's currency. */
export interface StoredDeliverySettings {
  free_delivery_minor?: number;
  free_delivery_region_minor?: number;
  free_delivery_suburbs_minor?: number;
  /** The prices of a product without its own (product_delivery_prices). */
  default_prices_minor?: Partial<ProductDeliveryPrices>;
  /** How many days ahead a delivery may be booked. */
  days_ahead?: number;
  /** Weekdays without delivery, 1 (Monday) to 7 (Sunday). */
  closed_weekdays?: number[];
  /** The checkout's delivery text (mi/delivery_info_text), per language. */
  info_text?: Translated;
}

export interface ShopDelivery {
  thresholds: FreeDeliveryThresholds;
  defaultPrices: ProductDeliveryPrices;
  daysAhead: number;
  closedWeekdays: number[];
  infoText: Translated;
}

/** The spec's calendar default: two weeks ahead. */
export const DEFAULT_DAYS_AHEAD = 14;

export function shopDeliveryOf(settings: Record<string, unknown>): ShopDelivery {
  const stored = (settings.delivery ?? {}) as StoredDeliverySettings;
  const prices = stored.default_prices_minor ?? {};
  return {
    thresholds: {
      free_delivery: stored.free_delivery_minor ?? 0,
      free_delivery_region: stored.free_delivery_region_minor ?? 0,
      free_delivery_suburbs: stored.free_delivery_suburbs_minor ?? 0,
    },
    defaultPrices: {
      standartKishinev: prices.standartKishinev ?? null,
      expressKishinev: prices.expressKishinev ?? null,
      suburbs: prices.suburbs ?? null,
      regionPrice: prices.regionPrice ?? null,
    },
    daysAhead: stored.days_ahead ?? DEFAULT_DAYS_AHEAD,
    closedWeekdays: stored.closed_weekdays ?? [],
    infoText: stored.info_text ?? {},
  };
}
