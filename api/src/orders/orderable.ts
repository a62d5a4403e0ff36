// What may be ordered, one home per rule: the shop's rules (registration, negative stock), the checks
// of the lines, the held promo's date window, the stock and the size of the sums. The cart's order
// (general/v3/order), its reservation (general/cart/create-reservation) and the quick orders
// (one-click, pre-order) all refuse through these, so each refusal has one code and one shape.
import { DB_INT_MAX } from '@vitrina/contract';
import type { CheckoutDeliveryMethod } from '@vitrina/domain';

import type { CartOwner } from '../cart/owner.ts';
import type { ProductRow } from '../cart/products.ts';
import { windowRefusal, type PromoRow } from '../cart/promo/codes.ts';
import type { LineRow } from '../cart/store.ts';
import { lineProblems, type Delivery, type LineProblem } from '../cart/validate.ts';
import { HttpError } from '../plugins/errors.ts';
import type { OrderSums } from './order-lines.ts';
import type { StockLine } from './stock.ts';

export interface OrderRules {
  allowNegativeStock: boolean;
  registrationRequired: boolean;
  /** The shop's settings, for the delivery's thresholds and default prices. */
  settings: Record<string, unknown>;
}

export const rulesOf = (settings: Record<string, unknown>): OrderRules => ({
  allowNegativeStock: settings.allow_negative_stock === true,
  registrationRequired: settings.is_registration_required_for_order === true,
  settings,
});

/** A shop with is_registration_required_for_order takes orders from signed-in shoppers only. */
export function checkRegistration(rules: OrderRules, owner: CartOwner) {
  if (rules.registrationRequired && owner.kind === 'guest')
    throw new HttpError(401, 'registration_required', 'Sign in to order in this shop');
}

export const emptyCart = () => new HttpError(400, 'empty_cart', 'The cart is empty', { products: ['empty_cart'] });

/** The lines' delivery as the line checks see it: only a pickup spares a product without home delivery. */
export const lineDelivery = (method: CheckoutDeliveryMethod): Delivery => (method === 'pickup' ? 'pickup' : 'home');

export interface LineChecks {
  /** null: not chosen (yet, or agreed by phone): home delivery is not checked. */
  delivery: Delivery | null;
  /** The prescription products confirmed; null: not asked, so not checked (the order checks them). */
  prescriptionConfirmed: readonly number[] | null;
  /** A problem this kind of order accepts (a pre-order: a product that is not available now). */
  accepts?: (problem: LineProblem, line: LineRow) => boolean;
}

/** The cart's line checks (validate-products); the stock is decided apart, by the one shortage rule. */
export function checkLines(lines: readonly LineRow[], checks: LineChecks) {
  if (!lines.length) throw emptyCart();
  const confirmed = new Set(checks.prescriptionConfirmed ?? []);
  const fieldErrors: Record<string, string[]> = {};
  for (const line of lines) {
    const problems = lineProblems(line, checks.delivery ?? 'pickup', confirmed).filter(
      (problem) =>
        problem !== 'over_stock' &&
        !(problem === 'prescription_not_confirmed' && checks.prescriptionConfirmed === null) &&
        !checks.accepts?.(problem, line),
    );
    if (problems.length) fieldErrors[`products.${line.product.id}`] = problems;
  }
  if (Object.keys(fieldErrors).length)
    throw new HttpError(400, 'cart_invalid', 'Some products cannot be ordered as they are', fieldErrors);
}

/** A held promo that ended (or has not begun) since it was applied is never priced into an order. */
export function checkPromoWindow(promo: PromoRow | null, now: Date) {
  if (promo && windowRefusal(promo, now))
    throw new HttpError(409, 'promo_expired', 'The promo code is no longer valid: order without it or apply another', {
      promo_code: ['expired'],
    });
}

export const stockLines = (lines: readonly LineRow[]): StockLine[] =>
  lines.map((line) => ({ productId: line.product.id, count: line.count }));

export function outOfStock(short: readonly StockLine[]) {
  const fieldErrors = Object.fromEntries(short.map((line) => [`products.${line.productId}`, ['over_stock']]));
  return new HttpError(409, 'out_of_stock', 'Some products sold out while you were ordering', fieldErrors);
}

/** Out of stock as the catalogue shows it ("pre-order"): not available, or nothing left. */
export const isOutOfStock = (product: Pick<ProductRow, 'available' | 'stock'>) =>
  !product.available || product.stock <= 0;

/** Whether a product can be picked up now: sold, and in stock unless the shop sells past zero. */
export const canPickUp = (product: Pick<ProductRow, 'active' | 'available' | 'stock'>, allowNegativeStock: boolean) =>
  product.active && product.available && (allowNegativeStock || product.stock > 0);

/** Sums past what an order row holds (only a huge pre-order, which no stock bounds, gets there). */
export function checkSums(sums: OrderSums) {
  if (Object.values(sums).some((minor) => minor > DB_INT_MAX))
    throw new HttpError(400, 'order_too_large', 'The order is larger than one order can be', { count: ['too_large'] });
}
