// validate-products: whether the cart can be ordered as it is. A 400 lists, per product, every
// reason it cannot (field `products.<id>`), so the cart page marks each line: inactive or
// unavailable, more than the stock, no home delivery (only when delivering home), and a
// prescription product the shopper has not confirmed. The confirmations come with the call
// (`prescription_confirmed=id,id`), since the spec keeps them in the browser, reset on every load.
import { HttpError } from '../plugins/errors.ts';
import type { CartScope } from './owner.ts';
import { ownerLines, type LineRow } from './store.ts';

export type Delivery = 'home' | 'pickup';

export type LineProblem = 'unavailable' | 'over_stock' | 'no_home_delivery' | 'prescription_not_confirmed';

export function lineProblems(line: LineRow, delivery: Delivery, confirmed: ReadonlySet<number>): LineProblem[] {
  const { product } = line;
  const problems: LineProblem[] = [];
  if (!product.active || !product.available) problems.push('unavailable');
  else if (line.count > product.stock) problems.push('over_stock');
  if (delivery === 'home' && !product.homeDelivery) problems.push('no_home_delivery');
  if (product.isRecipe && !confirmed.has(product.id)) problems.push('prescription_not_confirmed');
  return problems;
}

export async function validateCart(
  scope: CartScope,
  delivery: Delivery,
  prescriptionConfirmed: readonly number[] = [],
): Promise<{ valid: true }> {
  const { lines } = await ownerLines(scope.db, scope.site.id, scope.owner);
  if (!lines.length) {
    throw new HttpError(400, 'empty_cart', 'The cart is empty', { products: ['empty_cart'] });
  }
  const confirmed = new Set(prescriptionConfirmed);
  const fieldErrors: Record<string, string[]> = {};
  for (const line of lines) {
    const problems = lineProblems(line, delivery, confirmed);
    if (problems.length) fieldErrors[`products.${line.product.id}`] = problems;
  }
  const count = Object.keys(fieldErrors).length;
  if (count) throw new HttpError(400, 'cart_invalid', `${count} product(s) cannot be ordered as they are`, fieldErrors);
  return { valid: true };
}
