// general/iute-credit/create-order: the caller's cart ordered as general/v3/order orders it (the
// orders module's createOrder: the same checks, sums, stock and Idempotency-Key), paid on credit:
// the credit application is written in the order's transaction once its total is known, and a
// program that does not lend that total on these products refuses the whole order (409). 201
// answers the order, its credit terms and result.payUrl null (the lender, not the shop, is paid).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  creditOrderCreatedSchema,
  creditOrderRequest,
  errorResponses,
  errorSchema,
  orderHeadersSchema,
} from '@vitrina/contract';

import { cartScopeOf } from '../../cart/owner.ts';
import { creditApplication, orderCredit } from '../../credit/order-credit.ts';
import { createOrder } from '../../orders/create-order.ts';
import { bodyHash } from '../../orders/idempotency.ts';
import { mailOrderConfirmation } from '../../orders/order-mail.ts';
import { rulesOf } from '../../orders/orderable.ts';
import { readOrder } from '../../orders/read-orders.ts';
import { orderDeliveryOf, orderMailDeps, type OrderDeliveryOptions } from '../orders/answer.ts';

export type CreditOrderRoutesOptions = OrderDeliveryOptions;

export async function creditOrderRoutes(fastify: FastifyInstance, options: CreditOrderRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const delivery = orderDeliveryOf(options);

  app.post(
    '/general/iute-credit/create-order',
    {
      config: { user: 'optional' as const },
      schema: {
        operationId: 'createCreditOrder',
        summary:
          "Order the caller's cart on credit: sums, stock and the credit's payments decided here; idempotent with Idempotency-Key",
        tags: ['credit'],
        headers: cartHeadersSchema.extend(orderHeadersSchema.shape),
        body: creditOrderRequest,
        response: { 201: creditOrderCreatedSchema, 409: errorSchema, 422: errorSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const scope = cartScopeOf(app, req);
      const { program_id, months, payment_method: _credit, ...order } = req.body;
      const key = req.headers['idempotency-key'];
      // Marked as a credit order: the same key on a cart order's body is another body (422).
      const idempotency = typeof key === 'string' ? { key, hash: bodyHash({ credit: req.body }) } : null;
      const userId = scope.owner.kind === 'user' ? scope.owner.userId : null;
      const made = await createOrder(
        scope,
        rulesOf(req.site.settings),
        { ...order, payment_method: 'credit' },
        idempotency,
        delivery,
        creditApplication(scope, userId, { programId: program_id, months }),
      );
      if (made.created) mailOrderConfirmation(orderMailDeps(app), scope.site.id, made.orderId);
      else reply.header('idempotent-replayed', 'true');
      const placed = await readOrder(scope.db, scope.site.id, scope.owner, made.orderId);
      const credit = await orderCredit(scope.db, made.orderId);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...placed, result: { payUrl: null }, credit });
    },
  );
}
