// Credit calls, all public and per shop: the programs that lend on products and where a credit is
// arranged (programs.ts), what a credit costs (calculate.ts), a credit request left with the shop
// (request.ts) and the caller's cart ordered on credit (order.ts). Every amount is computed here
// from the catalogue price and @vitrina/domain's credit rule, never taken from the body.
import type { FastifyInstance } from 'fastify';

import { creditCalculateRoutes } from './calculate.ts';
import { creditOrderRoutes, type CreditOrderRoutesOptions } from './order.ts';
import { creditProgramRoutes } from './programs.ts';
import { creditRequestRoutes } from './request.ts';

export async function creditRoutes(app: FastifyInstance, options: CreditOrderRoutesOptions) {
  await app.register(creditProgramRoutes);
  await app.register(creditCalculateRoutes);
  await app.register(creditRequestRoutes);
  await app.register(creditOrderRoutes, options);
}
