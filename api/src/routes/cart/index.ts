// The server cart's calls: general/cart/* (items, bulk-add, fetch-all, validate, merge), the promo
// calls and the product checks of the cart and checkout.
import type { FastifyInstance } from 'fastify';

import { cartBulkRoutes } from './bulk.ts';
import { cartItemRoutes } from './items.ts';
import { cartProductRoutes } from './products.ts';
import { promoRoutes } from './promo.ts';

export async function cartRoutes(app: FastifyInstance) {
  await app.register(cartItemRoutes);
  await app.register(cartBulkRoutes);
  await app.register(promoRoutes);
  await app.register(cartProductRoutes);
}
