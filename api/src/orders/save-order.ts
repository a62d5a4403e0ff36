// Writing an order, whatever made it (the cart, a one-click, a pre-order): the transaction that claims
// the Idempotency-Key first (a repeated press answers the order the first one made), and the order
// row with its lines, each a copy of what was sold.
import type { OrderDeliveryNames } from '@vitrina/contract';

import type { OrderKind, PaymentMethod, OrderStatus } from '../db/schema/index.ts';
import type { CartScope } from '../cart/owner.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { claimKey, noteOrder } from './idempotency.ts';
import type { OrderSums, SoldLine } from './order-lines.ts';

export interface NewOrder {
  orderId: number;
  /** false: an earlier request with the same Idempotency-Key made it. */
  created: boolean;
}

export interface Idempotency {
  key: string;
  /** bodyHash of what the request asks (with the kind of order). */
  hash: string;
}

/**
 * Runs `make` (which answers the new order's id) in one transaction, once per Idempotency-Key: a
 * key that made an order answers it without running `make`; the key with another body is a 422. A
 * `make` that throws rolls the claim back with everything else.
 */
export function orderTransaction(
  scope: Pick<CartScope, 'db' | 'site' | 'owner'>,
  idempotency: Idempotency | null,
  make: (tx: Db) => Promise<number>,
): Promise<NewOrder> {
  const { db, site, owner } = scope;
  return db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimKey(tx, site.id, owner, idempotency.key, idempotency.hash);
      if (claim.kind === 'made') return { orderId: claim.orderId, created: false };
      if (claim.kind === 'other_body')
        throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another order');
    }
    const orderId = await make(tx);
    if (idempotency) await noteOrder(tx, site.id, owner, idempotency.key, orderId);
    return { orderId, created: true };
  });
}

export interface OrderValues {
  kind: OrderKind;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  sums: OrderSums;
  promoCode: string | null;
  contact: object;
  delivery: object;
  /** What the shopper saw of the delivery (delivery-facts.ts); none for a delivery agreed by phone. */
  deliveryNames?: OrderDeliveryNames | null;
  comment: string | null;
  companyId: number | null;
  /** The company's name as it is now, kept with the order. */
  companyName?: string | null;
}

/** The order and its lines, in two statements whatever the number of lines; answers its id. */
export async function insertOrder(
  tx: Db,
  scope: Pick<CartScope, 'site' | 'owner' | 'now' | 'lang'>,
  values: OrderValues,
  lines: readonly SoldLine[],
): Promise<number> {
  const { site, owner, now, lang } = scope;
  const { sums, ...rest } = values;
  const [order] = await tx
    .insert(orders)
    .values({
      siteId: site.id,
      userId: owner.kind === 'user' ? owner.userId : null,
      guestToken: owner.kind === 'guest' ? owner.token : null,
      currency: site.currency,
      ...rest,
      ...sums,
      lang: lang.lang,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderLines).values(lines.map((line) => ({ orderId, ...line })));
  return orderId;
}
