// general/v3/order (and its older name general/v2/order/create-order): the caller's cart becomes an
// order; general/v2/order: the caller's history; general/v2/order/{id}: one of the caller's orders.
// Owned like the cart: the bearer's user, else the guest token. 201 answers the order and where to
// pay it (result.payUrl, null when it is not paid online); a repeated Idempotency-Key answers the
// order the first request made, marked `Idempotent-Replayed: true`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  errorResponses,
  errorSchema,
  orderCreateRequest,
  orderCreatedSchema,
  orderHeadersSchema,
  orderListQuery,
  orderListSchema,
  orderParams,
  orderPaymentStatusSchema,
  orderSchema,
  type OrderCreateRequest,
} from '@vitrina/contract';

import { cartScopeOf, guestTokenOf } from '../../cart/owner.ts';
import type { CartScope } from '../../cart/owner.ts';
import { createOrder, type OrderRules } from '../../orders/create-order.ts';
import type { DeliveryPricer } from '../../orders/delivery-price.ts';
import { bodyHash } from '../../orders/idempotency.ts';
import { checkPayment, payUrlOf, settleOrder } from '../../orders/order-payment.ts';
import { adoptGuestOrders, listOrders, readOrder } from '../../orders/read-orders.ts';

export interface OrderRoutesOptions {
  priceDelivery: DeliveryPricer;
}

const rulesOf = (settings: Record<string, unknown>): OrderRules => ({
  allowNegativeStock: settings.allow_negative_stock === true,
  registrationRequired: settings.is_registration_required_for_order === true,
  settings,
});

/** The caller's scope; a signed-in caller's browser brings its guest orders into the account first. */
async function historyScope(app: Parameters<typeof cartScopeOf>[0], req: FastifyRequest): Promise<CartScope> {
  const scope = cartScopeOf(app, req);
  const guestToken = guestTokenOf(req);
  if (scope.owner.kind === 'user' && guestToken)
    await adoptGuestOrders(scope.db, scope.site.id, scope.owner.userId, guestToken);
  return scope;
}

export async function orderRoutes(fastify: FastifyInstance, options: OrderRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = cartHeadersSchema.extend(orderHeadersSchema.shape);
  const tags = ['orders'];
  const config = { user: 'optional' as const };
  // An order follows its payment's outcome, inside the payment's transaction.
  app.addHook('onClose', app.payments.onSettled(settleOrder));

  async function create(req: FastifyRequest<{ Body: OrderCreateRequest }>, reply: FastifyReply) {
    const scope = cartScopeOf(app, req);
    const key = req.headers['idempotency-key'];
    const idempotency = typeof key === 'string' ? { key, hash: bodyHash(req.body) } : null;
    const made = await createOrder(scope, rulesOf(req.site.settings), req.body, idempotency, options.priceDelivery);
    const order = await readOrder(scope.db, scope.site.id, scope.owner, made.orderId);
    const payUrl = await payUrlOf(scope.db, app.payments, req.site, order.id);
    if (!made.created) reply.header('idempotent-replayed', 'true');
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send({ ...order, result: { payUrl } });
  }

  for (const [url, operationId] of [
    ['/general/v3/order', 'createOrder'],
    ['/general/v2/order/create-order', 'createOrderV2'],
  ] as const) {
    app.post(
      url,
      {
        config,
        schema: {
          operationId,
          summary: "Order the caller's cart: sums, delivery and stock decided here; idempotent with Idempotency-Key",
          tags,
          headers,
          body: orderCreateRequest,
          response: { 201: orderCreatedSchema, 409: errorSchema, 422: errorSchema, ...errorResponses },
        },
      },
      create,
    );
  }

  app.get(
    '/general/v2/order',
    {
      config,
      schema: {
        operationId: 'listOrders',
        summary: "The caller's orders, newest first, with the spec's filters",
        tags,
        headers: cartHeadersSchema,
        querystring: orderListQuery,
        response: { 200: orderListSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const scope = await historyScope(app, req);
      reply.header('cache-control', 'no-store');
      return listOrders(scope.db, scope.site.id, scope.owner, req.query);
    },
  );

  app.get(
    '/general/v2/order/:id',
    {
      config,
      schema: {
        operationId: 'readOrder',
        summary: "One of the caller's orders; anyone else's is not found",
        tags,
        headers: cartHeadersSchema,
        params: orderParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const scope = await historyScope(app, req);
      reply.header('cache-control', 'no-store');
      return readOrder(scope.db, scope.site.id, scope.owner, req.params.id);
    },
  );

  app.get(
    '/general/v2/order/:id/check-payment-status',
    {
      config,
      schema: {
        operationId: 'checkOrderPayment',
        summary: "Where the payment of one of the caller's orders stands; the page to pay it while it is unpaid",
        tags,
        headers: cartHeadersSchema,
        params: orderParams,
        response: { 200: orderPaymentStatusSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const scope = await historyScope(app, req);
      reply.header('cache-control', 'no-store');
      await readOrder(scope.db, scope.site.id, scope.owner, req.params.id);
      return checkPayment(scope.db, app.payments, req.site, req.params.id);
    },
  );
}
