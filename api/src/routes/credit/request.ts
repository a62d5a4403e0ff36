// calculator/credit-request: a credit request on a product, stored for the shop (201 with its number
// and the payments computed here). Rate limited like the public forms (rate-limits.ts). The
// confirming letter goes only to a signed-in shopper's own account address, as the quote request's:
// anyone may type any address as the contact, and a letter there would let a script send the shop's
// mail to strangers; a guest is shown the request's number instead. Idempotent with Idempotency-Key:
// the same press again answers the request it made (marked `Idempotent-Replayed: true`, no letter).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  creditRequestCreatedSchema,
  creditRequestRequest,
  errorResponses,
  errorSchema,
  orderHeadersSchema,
  siteHeadersSchema,
} from '@vitrina/contract';

import { optionalUser } from '../../auth/plugin.ts';
import { requestOwner, shopScopeOf } from '../../cart/owner.ts';
import { mailCreditRequest } from '../../credit/request-letter.ts';
import { createCreditRequest } from '../../credit/requests.ts';
import { shopPhoneErrors } from '../../forms/shop-phone.ts';
import { bodyHash, ownerKey } from '../../orders/idempotency.ts';
import { HttpError } from '../../plugins/errors.ts';

export async function creditRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/calculator/credit-request',
    {
      config: { user: 'optional' as const },
      schema: {
        operationId: 'createCreditRequest',
        summary:
          "Ask the shop for a credit on a product; a signed-in contact at the account's own address gets a letter",
        tags: ['credit'],
        headers: siteHeadersSchema.extend(orderHeadersSchema.shape),
        body: creditRequestRequest,
        response: { 201: creditRequestCreatedSchema, 409: errorSchema, 422: errorSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const phone = shopPhoneErrors(req.site, req.body.contact.phone).phone;
      if (phone)
        throw new HttpError(400, 'validation_failed', 'Invalid body: contact.phone', { 'contact.phone': phone });
      const user = optionalUser(req);
      const key = req.headers['idempotency-key'];
      const owner = requestOwner(req);
      // A caller with neither a session nor a guest token shares the shop's anonymous keys: random ids.
      const idempotency =
        typeof key === 'string'
          ? { requester: owner ? ownerKey(owner) : 'anonymous', key, hash: bodyHash(req.body) }
          : null;
      const request = await createCreditRequest(shopScopeOf(app, req), user?.row.id ?? null, req.body, idempotency);
      reply.code(201).header('cache-control', 'no-store');
      if ('replayed' in request) return reply.header('idempotent-replayed', 'true').send(request.replayed);
      const email = req.body.contact.email;
      if (email !== undefined && email === user?.row.email.toLowerCase())
        mailCreditRequest(app.auth, req.site, req.lang, email, request);
      return reply.send(request.answer);
    },
  );
}
