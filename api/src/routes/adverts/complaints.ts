// api/complaint/: report an advert, signed in or as a guest; limited per address and per account.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { complaintAcceptedResponse, complaintRequest, errorResponses, siteHeadersSchema } from '@vitrina/contract';

import { fileComplaint } from '../../adverts/complaints.ts';
import { optionalUser } from '../../auth/plugin.ts';

export async function advertComplaintRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/complaint',
    {
      config: { user: 'optional' },
      schema: {
        operationId: 'reportAdvert',
        summary: "Report a published advert to the shop's moderators (a complaint category, the reason)",
        tags: ['adverts'],
        headers: siteHeadersSchema,
        body: complaintRequest,
        response: { 201: complaintAcceptedResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const complaint = await fileComplaint(app.db, {
        siteId: req.site.id,
        lang: req.lang,
        userId: optionalUser(req)?.row.id ?? null,
        ...req.body,
      });
      return reply.code(201).send(complaint);
    },
  );
}
