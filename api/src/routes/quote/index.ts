// general/quote-requests: send the quote cart to the shop (201 with the request's number and lines)
// and read one back. Owned like the cart: the bearer's user, else the guest token (no_user_id or the
// proxy's X-Guest-Token). Refused lines are a 400 at `items.<index>`. The confirming letter goes only
// to a signed-in shopper's own account address: anyone may name any address as the contact, and a
// letter there would let a script send the shop's mail to strangers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  errorResponses,
  quoteCreateRequest,
  quoteOwnerQuery,
  quoteRequestParams,
  quoteRequestSchema,
} from '@vitrina/contract';

import { optionalUser } from '../../auth/plugin.ts';
import { cartScopeOf } from '../../cart/owner.ts';
import { mailQuoteConfirmation } from '../../quote/quote-mail.ts';
import { createQuoteRequest, readQuoteRequest } from '../../quote/quote-requests.ts';

export async function quoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = cartHeadersSchema;
  const tags = ['quote'];
  const config = { user: 'optional' as const };

  app.post(
    '/general/quote-requests',
    {
      config,
      schema: {
        operationId: 'createQuoteRequest',
        summary:
          "Ask the shop for a price of the given products; a signed-in contact at the account's own address gets a letter",
        tags,
        headers,
        body: quoteCreateRequest,
        response: { 201: quoteRequestSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const request = await createQuoteRequest(cartScopeOf(app, req), req.body);
      const account = optionalUser(req)?.row.email.toLowerCase();
      if (account !== undefined && account === request.contact.email)
        mailQuoteConfirmation(app.auth, req.site, req.lang, request);
      return reply.code(201).header('cache-control', 'no-store').send(request);
    },
  );

  app.get(
    '/general/quote-requests/:id',
    {
      config,
      schema: {
        operationId: 'readQuoteRequest',
        summary: "One of the caller's quote requests; anyone else's is not found",
        tags,
        headers,
        params: quoteRequestParams,
        querystring: quoteOwnerQuery,
        response: { 200: quoteRequestSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readQuoteRequest(cartScopeOf(app, req), req.params.id);
    },
  );
}
