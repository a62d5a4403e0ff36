// general/cart/get-delivery-addresses, create-delivery-address, delete-delivery-address (the spec's
// calls) and set-default-delivery-address (ours: the cabinet picks the default).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createDeliveryAddressRequest,
  deliveryAddressIdRequest,
  deliveryAddressListResponse,
  deliveryAddressSchema,
  errorResponses,
  siteHeadersSchema,
} from '@vitrina/contract';

import { createAddress, deleteAddress, listAddresses, setDefaultAddress } from '../../accounts/addresses.ts';

const noContent = z.null().describe('Done; no body');

export async function deliveryAddressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const config = { user: true };

  app.get(
    '/general/cart/get-delivery-addresses',
    {
      config,
      schema: {
        operationId: 'listDeliveryAddresses',
        summary: "The signed-in shopper's delivery addresses, the default first",
        tags,
        headers,
        response: { 200: deliveryAddressListResponse, ...errorResponses },
      },
    },
    (req) => listAddresses(app.db, req.user.row.id),
  );

  app.post(
    '/general/cart/create-delivery-address',
    {
      config,
      schema: {
        operationId: 'createDeliveryAddress',
        summary: 'Add a delivery address; the first one, or one sent with is_default, becomes the default',
        tags,
        headers,
        body: createDeliveryAddressRequest,
        response: { 201: deliveryAddressSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createAddress(app.db, req.user.row.id, req.body)),
  );

  app.post(
    '/general/cart/delete-delivery-address',
    {
      config,
      schema: {
        operationId: 'deleteDeliveryAddress',
        summary: "Delete one of the shopper's addresses (the default passes to the newest left); another's is a 404",
        tags,
        headers,
        body: deliveryAddressIdRequest,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteAddress(app.db, req.user.row.id, req.body.shipping_address_id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/general/cart/set-default-delivery-address',
    {
      config,
      schema: {
        operationId: 'setDefaultDeliveryAddress',
        summary: "Make one of the shopper's addresses the default (the others stop being it); another's is a 404",
        tags,
        headers,
        body: deliveryAddressIdRequest,
        response: { 200: deliveryAddressListResponse, ...errorResponses },
      },
    },
    (req) => setDefaultAddress(app.db, req.user.row.id, req.body.shipping_address_id),
  );
}
