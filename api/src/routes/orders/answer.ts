// The 201 every order call answers (general/v3/order, one-click, pre-order): the order as its owner
// reads it and where to pay it (result.payUrl, null unless paid online). A new order's confirmation
// is posted now that its transaction committed; a repeated Idempotency-Key answers the order the
// first request made, marked `Idempotent-Replayed: true`, and mails nothing. Also the shop's delivery
// as the cart's orders (general/v3/order, the order on credit) price and name it.
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { CartScope } from '../../cart/owner.ts';
import type { ParcelCarrier } from '../../delivery/carrier/carrier.ts';
import { localCarrier } from '../../delivery/carrier/local-carrier.ts';
import type { OrderDelivery } from '../../orders/create-order.ts';
import { deliveryNamer } from '../../orders/delivery-facts.ts';
import type { DeliveryPricer } from '../../orders/delivery-price.ts';
import { mailOrderConfirmation, type OrderMailDeps } from '../../orders/order-mail.ts';
import { payUrlOf } from '../../orders/order-payment.ts';
import { readOrder } from '../../orders/read-orders.ts';
import type { NewOrder } from '../../orders/save-order.ts';

export interface OrderDeliveryOptions {
  priceDelivery: DeliveryPricer;
  /** The parcel carrier whose branches an order names: the bundled one unless another is given. */
  carrier?: ParcelCarrier;
}

export const orderDeliveryOf = (options: OrderDeliveryOptions): OrderDelivery => ({
  price: options.priceDelivery,
  names: deliveryNamer(options.carrier ?? localCarrier()),
});

export const orderMailDeps = (app: FastifyInstance): OrderMailDeps => ({
  db: app.db,
  postbox: app.auth.postbox,
  mailFrom: app.auth.mailFrom,
});

export async function answerOrder(app: FastifyInstance, reply: FastifyReply, scope: CartScope, made: NewOrder) {
  if (made.created) mailOrderConfirmation(orderMailDeps(app), scope.site.id, made.orderId);
  else reply.header('idempotent-replayed', 'true');
  const order = await readOrder(scope.db, scope.site.id, scope.owner, made.orderId);
  const payUrl = await payUrlOf(scope.db, app.payments, reply.request.site, order.id);
  return reply
    .code(201)
    .header('cache-control', 'no-store')
    .send({ ...order, result: { payUrl } });
}
