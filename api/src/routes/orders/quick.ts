// general/v2/order/one-click and general/v2/order/pre-order (one product from its page, the cart
// untouched; 201 answers the order as general/v3/order does, idempotent with Idempotency-Key), and
// general/first-to-know (a letter when a product is back in stock; no order, no owner needed).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  errorResponses,
  errorSchema,
  firstToKnowRequest,
  firstToKnowSchema,
  orderCreatedSchema,
  orderHeadersSchema,
  quickOrderRequest,
  siteHeadersSchema,
} from '@vitrina/contract';

import { cartScopeOf, shopScopeOf } from '../../cart/owner.ts';
import { subscribeFirstToKnow } from '../../orders/first-to-know.ts';
import { bodyHash } from '../../orders/idempotency.ts';
import { rulesOf } from '../../orders/orderable.ts';
import { createQuickOrder, type QuickOrderKind } from '../../orders/quick-order.ts';
import { answerOrder } from './answer.ts';

const QUICK: [QuickOrderKind, string, string, string][] = [
  ['one_click', '/general/v2/order/one-click', 'createOneClickOrder', 'One product by phone: priced here, stock taken'],
  ['pre_order', '/general/v2/order/pre-order', 'createPreOrder', 'A product out of stock, ordered for when it arrives'],
];

export async function quickOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  for (const [kind, url, operationId, summary] of QUICK) {
    app.post(
      url,
      {
        config: { user: 'optional' as const },
        schema: {
          operationId,
          summary,
          tags,
          headers: cartHeadersSchema.extend(orderHeadersSchema.shape),
          body: quickOrderRequest,
          response: { 201: orderCreatedSchema, 409: errorSchema, 422: errorSchema, ...errorResponses },
        },
      },
      async (req, reply) => {
        const scope = cartScopeOf(app, req);
        const key = req.headers['idempotency-key'];
        // The kind is part of what a key names: the same body pre-ordered is another order.
        const idempotency = typeof key === 'string' ? { key, hash: bodyHash({ kind, ...req.body }) } : null;
        const made = await createQuickOrder(scope, rulesOf(req.site.settings), kind, req.body, idempotency);
        return answerOrder(app, reply, scope, made);
      },
    );
  }

  app.post(
    '/general/first-to-know',
    {
      schema: {
        operationId: 'subscribeFirstToKnow',
        summary: 'One letter, in this language, when a product out of stock is back; asking twice is one subscription',
        tags,
        headers: siteHeadersSchema,
        body: firstToKnowRequest,
        response: { 201: firstToKnowSchema, 409: errorSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const subscription = await subscribeFirstToKnow(shopScopeOf(app, req), req.body);
      return reply.code(201).header('cache-control', 'no-store').send(subscription);
    },
  );
}
