// general/cart/bulk-add: the bulk order window's call. The owner is found as for add-item (bearer,
// else no_user_id or X-Guest-Token); the answer is the whole cart and the lines left out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { cartBulkAddAnswer, cartBulkAddRequest, cartHeadersSchema, errorResponses } from '@vitrina/contract';

import { bulkAdd } from '../../cart/bulk-add.ts';
import { cartScopeOf } from '../../cart/owner.ts';

export async function cartBulkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/general/cart/bulk-add',
    {
      config: { user: 'optional' as const },
      schema: {
        operationId: 'bulkAddCartItems',
        summary:
          "Add the shop's products named by code (up to 100) to the caller's cart in one go; the lines that cannot be added are answered in `refused`",
        tags: ['cart'],
        headers: cartHeadersSchema,
        body: cartBulkAddRequest,
        response: { 200: cartBulkAddAnswer, ...errorResponses },
      },
    },
    (req) => bulkAdd(cartScopeOf(app, req), req.body.items),
  );
}
