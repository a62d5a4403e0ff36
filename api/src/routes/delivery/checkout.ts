// general/delivery-time/{storeId}, mi/delivery_info_text and general/delivery-price: what the
// checkout asks about delivering this shop's order.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  deliveryInfoTextResponse,
  deliveryPriceRequest,
  deliveryPriceResponse,
  deliveryTimeResponse,
  errorResponses,
  siteHeadersSchema,
  storeParams,
} from '@vitrina/contract';

import { langOf, t } from '../../catalog/localise.ts';
import { cartScopeOf } from '../../cart/owner.ts';
import { cartDeliveryPrice } from '../../delivery/delivery-price.ts';
import { storeDeliveryTime } from '../../delivery/delivery-time.ts';
import { shopDeliveryOf } from '../../delivery/shop-settings.ts';

export async function checkoutDeliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery'];

  app.get(
    '/general/delivery-time/:storeId',
    {
      schema: {
        operationId: 'getDeliveryTime',
        summary: "A store's delivery slots over the shop's calendar; another shop's store is not found",
        tags,
        headers: siteHeadersSchema,
        params: storeParams,
        response: { 200: deliveryTimeResponse, ...errorResponses },
      },
    },
    (req) => storeDeliveryTime(app.db, req.site, req.params.storeId, new Date(app.auth.now())),
  );

  app.get(
    '/mi/delivery_info_text',
    {
      schema: {
        operationId: 'getDeliveryInfoText',
        summary: "The shop's delivery terms shown at checkout, in the request's language",
        tags,
        headers: siteHeadersSchema,
        response: { 200: deliveryInfoTextResponse, ...errorResponses },
      },
    },
    async (req) => ({ text: t(shopDeliveryOf(req.site.settings).infoText, langOf(req)) }),
  );

  app.post(
    '/general/delivery-price',
    {
      config: { user: 'optional' as const },
      schema: {
        operationId: 'getDeliveryPrice',
        summary: "The price of delivering the caller's cart as asked, computed from the cart the server holds",
        tags,
        headers: cartHeadersSchema,
        body: deliveryPriceRequest,
        response: { 200: deliveryPriceResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return cartDeliveryPrice(cartScopeOf(app, req), req.site.settings, req.body);
    },
  );
}
