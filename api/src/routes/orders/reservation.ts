// general/cart/create-reservation: the checkout asks it just before "order" (spec: 204 lets the order
// proceed, anything else blocks it and shows the errors). A cart call by URL, kept with the orders
// because it answers with the order's own rules and refusals (orders/reservation.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { cartHeadersSchema, errorResponses, errorSchema, reservationRequest } from '@vitrina/contract';

import { cartScopeOf } from '../../cart/owner.ts';
import { rulesOf } from '../../orders/orderable.ts';
import { checkReservation } from '../../orders/reservation.ts';

const orderable = z.null().describe('The cart can be ordered now; nothing is held');

export async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/general/cart/create-reservation',
    {
      config: { user: 'optional' as const },
      schema: {
        operationId: 'createReservation',
        summary: "Whether the caller's cart could be ordered now (204), else the refusal the order would give",
        tags: ['orders'],
        headers: cartHeadersSchema,
        body: reservationRequest,
        response: { 204: orderable, 409: errorSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await checkReservation(cartScopeOf(app, req), rulesOf(req.site.settings), req.body);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
}
