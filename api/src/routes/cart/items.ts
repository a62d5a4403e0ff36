// general/cart/add-item, reduce-item, remove-item, set-loyalty-item, fetch-all, validate-products
// and merge-cart. A signed-in shopper's bearer names their cart; a guest's comes from no_user_id or
// X-Guest-Token (cart/owner.ts). Edits answer the whole cart; fetch-all answers it in an array.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  cartAddRequest,
  cartHeadersSchema,
  cartListResponse,
  cartMergeRequest,
  cartOwnerQuery,
  cartReduceRequest,
  cartRemoveRequest,
  cartSchema,
  cartSetLoyaltyRequest,
  cartValidateQuery,
  cartValidResponse,
  errorResponses,
} from '@vitrina/contract';

import { addItem, reduceItem, removeItems, setLoyaltyItem } from '../../cart/edits.ts';
import { mergeGuestCart } from '../../cart/merge.ts';
import { cartScopeOf, guestToMerge } from '../../cart/owner.ts';
import { loadCart } from '../../cart/read.ts';
import { validateCart } from '../../cart/validate.ts';

export async function cartItemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = cartHeadersSchema;
  const tags = ['cart'];
  const config = { user: 'optional' as const };
  const response = { 200: cartSchema, ...errorResponses };
  const scope = (req: FastifyRequest) => cartScopeOf(app, req);

  app.post(
    '/general/cart/add-item',
    {
      config,
      schema: {
        operationId: 'addCartItem',
        summary:
          "Add a product of the shop to the caller's cart (its multiplicity by default); past the stock is a 400",
        tags,
        headers,
        body: cartAddRequest,
        response,
      },
    },
    (req) => addItem(scope(req), req.body.product_id, req.body.count),
  );

  app.post(
    '/general/cart/reduce-item',
    {
      config,
      schema: {
        operationId: 'reduceCartItem',
        summary: 'Lower a line by count (its multiplicity by default); at 0 the line goes',
        tags,
        headers,
        body: cartReduceRequest,
        response,
      },
    },
    (req) => reduceItem(scope(req), req.body.product_id, req.body.count),
  );

  app.post(
    '/general/cart/remove-item',
    {
      config,
      schema: {
        operationId: 'removeCartItems',
        summary: 'Remove the lines of the given products',
        tags,
        headers,
        body: cartRemoveRequest,
        response,
      },
    },
    (req) => removeItems(scope(req), req.body.product_ids),
  );

  app.post(
    '/general/cart/set-loyalty-item',
    {
      config: { user: true },
      schema: {
        operationId: 'setCartLoyaltyItem',
        summary: 'Pay a line with loyalty points, or not (signed-in shoppers: guests have no points)',
        tags,
        headers,
        body: cartSetLoyaltyRequest,
        response,
      },
    },
    (req) => setLoyaltyItem(scope(req), req.body.product_id, req.body.active),
  );

  app.get(
    '/general/cart/fetch-all',
    {
      config,
      schema: {
        operationId: 'fetchCart',
        summary: "The caller's cart with today's prices, as the only element of an array",
        tags,
        headers,
        querystring: cartOwnerQuery,
        response: { 200: cartListResponse, ...errorResponses },
      },
    },
    async (req) => [(await loadCart(scope(req))).cart],
  );

  app.get(
    '/general/cart/validate-products',
    {
      config,
      schema: {
        operationId: 'validateCart',
        summary: 'Whether the cart can be ordered; a 400 lists the problems of each product',
        tags,
        headers,
        querystring: cartValidateQuery,
        response: { 200: cartValidResponse, ...errorResponses },
      },
    },
    (req) => validateCart(scope(req), req.query.delivery, req.query.prescription_confirmed),
  );

  app.post(
    '/general/cart/merge-cart',
    {
      config: { user: true },
      schema: {
        operationId: 'mergeCart',
        summary: "Take a guest cart into the signed-in shopper's cart (counts added, capped at stock); once",
        tags,
        headers,
        body: cartMergeRequest,
        response,
      },
    },
    (req) => mergeGuestCart(scope(req), guestToMerge(req)),
  );
}
