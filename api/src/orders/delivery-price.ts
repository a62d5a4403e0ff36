// The delivery price of an order, computed on the server from the cart's lines and the delivery the
// shopper chose (spec 9). Orders take it as a function, so the rule lives in one place
// (@vitrina/domain's delivery rule, through the delivery module's quoteDelivery).
import type { OrderCreateRequest } from '@vitrina/contract';

import type { PromoPricing } from '../cart/promo/pricing.ts';
import type { LineRow } from '../cart/store.ts';
import type { Db } from '../db/client.ts';

export interface DeliveryQuoteInput {
  siteId: number;
  /** The signed-in shopper, whose saved address a delivery may name; null for a guest. */
  userId: number | null;
  /** The shop's settings (thresholds and default prices). */
  settings: Record<string, unknown>;
  lines: readonly LineRow[];
  pricing: PromoPricing | null;
  delivery: OrderCreateRequest['delivery'];
}

/** Minor units of the shop's currency; throws an HttpError 400 when the delivery cannot be priced. */
export type DeliveryPricer = (tx: Db, input: DeliveryQuoteInput) => Promise<number>;
