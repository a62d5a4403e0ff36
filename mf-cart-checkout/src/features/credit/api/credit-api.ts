// The credit calls of the credit window (all public, per shop; every amount is the server's): the
// programs that lend on the product, the calculation of one program and term, and where a contract
// can be signed. Through the remote's call, so a refusal arrives in the one error shape.
import type {
  CreditCalculateRequest,
  CreditCalculation,
  CreditRequestCreated,
  CreditRequestRequest,
  Filial,
  ProductCredits,
} from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';
import type { CartRequest } from '../../../shared/api/cart-call.ts';
import type { Attempt } from '../../../shared/lib/attempt.ts';

export const loadCreditsFx = cartEffect<number, ProductCredits>((productId) => ({
  method: 'GET',
  path: 'general/credits',
  query: { product_ids: productId },
}));

export const calculateCreditFx = cartEffect<CreditCalculateRequest, CreditCalculation>((body) => ({
  method: 'POST',
  path: 'general/v3/credits/calculate',
  body: { ...body },
}));

export const loadFilialsFx = cartEffect<void, Filial[]>(() => ({ method: 'GET', path: 'calculator/filials' }));

export type { CreditRequestCreated };
/** A credit request is sent once per attempt, like an order. */
export const creditRequestCall = ({ body, key }: Attempt<CreditRequestRequest>): CartRequest => ({
  method: 'POST',
  path: 'calculator/credit-request',
  body: { ...body },
  headers: { 'idempotency-key': key },
});
