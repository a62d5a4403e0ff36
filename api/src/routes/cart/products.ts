// general/product_checkout_status, general/product-availability and general/associated-products
// (v1 for one product, v2 for several): product checks the cart and checkout make.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  associatedQuery,
  associatedResponse,
  associatedV2Query,
  checkoutStatusQuery,
  errorResponses,
  productAvailabilityRequest,
  productStatusListResponse,
  siteHeadersSchema,
} from '@vitrina/contract';

import { associatedOf, associatedProducts } from '../../cart/associated.ts';
import { productStatuses } from '../../cart/product-status.ts';
import { langOf } from '../../catalog/localise.ts';

export async function cartProductRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['cart'];
  const statuses = { 200: productStatusListResponse, ...errorResponses };
  const cards = { 200: associatedResponse, ...errorResponses };

  app.get(
    '/general/product_checkout_status',
    {
      schema: {
        operationId: 'productCheckoutStatus',
        summary: 'Whether products can be ordered now (productIds repeated)',
        tags,
        headers,
        querystring: checkoutStatusQuery,
        response: statuses,
      },
    },
    (req) => productStatuses(app.db, req.site.id, [req.query.productIds].flat()),
  );

  app.post(
    '/general/product-availability',
    {
      schema: {
        operationId: 'productAvailability',
        summary: 'Whether products can be ordered now, for a list',
        tags,
        headers,
        body: productAvailabilityRequest,
        response: statuses,
      },
    },
    (req) => productStatuses(app.db, req.site.id, req.body.products),
  );

  app.get(
    '/general/associated-products',
    {
      schema: {
        operationId: 'listAssociatedProducts',
        summary: 'Products offered with a product after it is added to the cart',
        tags,
        headers,
        querystring: associatedQuery,
        response: cards,
      },
    },
    (req) => associatedOf(app.db, req.site, langOf(req), req.query.product_id),
  );

  app.get(
    '/general/v2/associated-products',
    {
      schema: {
        operationId: 'listAssociatedProductsV2',
        summary: 'Products offered with several products (comma-separated product_ids)',
        tags,
        headers,
        querystring: associatedV2Query,
        response: cards,
      },
    },
    (req) => associatedProducts(app.db, req.site, langOf(req), req.query.product_ids),
  );
}
