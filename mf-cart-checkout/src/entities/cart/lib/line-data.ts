// What a line says beyond the server's fields: its problems from validate-products, and the item the
// data layer reports. Pure, so the page, the drawer and the models read a line the same way.
import type { CartProduct } from '@vitrina/contract';
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import type { DataLayerItem } from '../../../shared/lib/data-layer.ts';

/** validate-products' reasons (api/src/cart/validate.ts), each with a text of the remote. */
export const LINE_PROBLEMS = {
  unavailable: 'problemUnavailable',
  over_stock: 'problemOverStock',
  no_home_delivery: 'problemNoHomeDelivery',
  prescription_not_confirmed: 'problemPrescription',
} as const;
export type LineProblem = keyof typeof LINE_PROBLEMS;

const isProblem = (code: string): code is LineProblem => Object.hasOwn(LINE_PROBLEMS, code);

/** The line's known problems in the server's order; codes this version does not know are left out. */
export function lineProblems(errors: FieldErrors, productId: number): LineProblem[] {
  return (errors[`products.${productId}`] ?? []).filter(isProblem);
}

export function dataLayerItem(line: CartProduct, quantity: number): DataLayerItem {
  return { item_id: line.code || String(line.product_id), item_name: line.title, price: line.price, quantity };
}

export function findLine(lines: readonly CartProduct[] | undefined, productId: number): CartProduct | undefined {
  return lines?.find((line) => line.product_id === productId);
}
