// general/promo-code/update_prices (apply a code to the caller's cart) and general/order/preview-promo
// (what a code would do to a list of products). A refused code is a 400 whose field (code or
// promo_code) carries the shopper's sentence in the request's language.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartHeadersSchema,
  errorResponses,
  promoApplyRequest,
  promoPreviewRequest,
  promoResultSchema,
} from '@vitrina/contract';

import { cartScopeOf, requestOwner, shopScopeOf } from '../../cart/owner.ts';
import { applyPromo } from '../../cart/promo/apply.ts';
import { previewPromo } from '../../cart/promo/preview.ts';

export async function promoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = cartHeadersSchema;
  const tags = ['cart'];
  const config = { user: 'optional' as const };
  const response = { 200: promoResultSchema, ...errorResponses };

  app.post(
    '/general/promo-code/update_prices',
    {
      config,
      schema: {
        operationId: 'applyPromoCode',
        summary: "Apply a promo code to the caller's cart, claiming one use of it (a cart change releases it)",
        tags,
        headers,
        body: promoApplyRequest,
        response,
      },
    },
    (req) => applyPromo(cartScopeOf(app, req), req.body.code),
  );

  app.post(
    '/general/order/preview-promo',
    {
      config,
      schema: {
        operationId: 'previewPromoCode',
        summary: 'What a promo code would take off the given products, claiming nothing',
        tags,
        headers,
        body: promoPreviewRequest,
        response,
      },
    },
    (req) => previewPromo(shopScopeOf(app, req), requestOwner(req), req.body),
  );
}
