// general/v3/order (and its older name general/v2/order/create-order): the caller's cart becomes an
// order; general/v2/order: the caller's history; general/v2/order/{id}: one of the caller's orders.
// Owned like the cart: the bearer's user, else the guest token. 201 answers the order and where to
// pay it (answer.ts). Also registered here: the cart's reservation, the quick orders and
// first-to-know (their own files), and the listener that moves an order with its payment.
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
import { createOrder } from '../../orders/create-order.ts';
import { bodyHash } from '../../orders/idempotency.ts';
import { orderSettlementListener } from '../../orders/order-mail.ts';
import { checkPayment } from '../../orders/order-payment.ts';
import { rulesOf } from '../../orders/orderable.ts';
import { adoptGuestOrders, listOrders, readOrder } from '../../orders/read-orders.ts';
import { answerOrder, orderDeliveryOf, orderMailDeps, type OrderDeliveryOptions } from './answer.ts';
import { quickOrderRoutes } from './quick.ts';
import { reservationRoutes } from './reservation.ts';

export type OrderRoutesOptions = OrderDeliveryOptions;

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
  const delivery = orderDeliveryOf(options);
  // An order follows its payment's outcome, inside the payment's transaction; paid, it gets a receipt.
  app.addHook('onClose', app.payments.onSettled(orderSettlementListener(orderMailDeps(app))));
  await app.register(reservationRoutes);
  await app.register(quickOrderRoutes);

  async function create(req: FastifyRequest<{ Body: OrderCreateRequest }>, reply: FastifyReply) {
    const scope = cartScopeOf(app, req);
    const key = req.headers['idempotency-key'];
    const idempotency = typeof key === 'string' ? { key, hash: bodyHash(req.body) } : null;
    const made = await createOrder(scope, rulesOf(req.site.settings), req.body, idempotency, delivery);
    return answerOrder(app, reply, scope, made);
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
