// general/credits for the cart's products: per product, the shop's programs that lend on it. Asked
// in groups of the most one call may name (the contract's CREDIT_PRODUCTS_MAX), the id repeated in
// the query as the API reads a list.
import { createEffect } from 'effector';
import type { ProductCredits } from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';

/** The contract's CREDIT_PRODUCTS_MAX (a value import would bring zod into the page). */
const PER_CALL = 50;

const loadGroupFx = cartEffect<readonly number[], ProductCredits>((ids) => ({
  method: 'GET',
  path: `general/credits?${ids.map((id) => `product_ids=${id}`).join('&')}`,
}));

export const loadCartCreditsFx = createEffect(async (ids: readonly number[]): Promise<ProductCredits> => {
  const groups = Array.from({ length: Math.ceil(ids.length / PER_CALL) }, (_, i) =>
    ids.slice(i * PER_CALL, (i + 1) * PER_CALL),
  );
  return (await Promise.all(groups.map((group) => loadGroupFx(group)))).flat();
});
