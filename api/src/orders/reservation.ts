// general/cart/create-reservation: the checkout's last question before "order" — could the caller's
// cart be ordered right now? Nothing answers (204), or the refusal general/v3/order would give, with
// its code and fields, from the same rules (orderable.ts) in the same order. It holds nothing: the
// stock is read without a lock and taken only by the order, atomically (docs/decisions.md says why).
import type { ReservationRequest } from '@vitrina/contract';

import type { CartScope } from '../cart/owner.ts';
import { heldCode } from '../cart/promo/codes.ts';
import { ownerLines } from '../cart/store.ts';
import { HttpError } from '../plugins/errors.ts';
import { checkDeliveryMethod } from '../settings/delivery-methods.ts';
import {
  checkLines,
  checkPromoWindow,
  checkRegistration,
  lineDelivery,
  outOfStock,
  stockLines,
  type OrderRules,
} from './orderable.ts';
import { shortLines } from './stock.ts';

/** The page shows a code the cart no longer holds (a change in another tab cleared it). */
const promoNotHeld = () =>
  new HttpError(409, 'promo_not_applied', 'The cart no longer holds this promo code: apply it again', {
    promo_code: ['not_applied'],
  });

export async function checkReservation(scope: CartScope, rules: OrderRules, body: ReservationRequest): Promise<void> {
  const { db, site, owner, now } = scope;
  checkRegistration(rules, owner);
  if (body.delivery_method) checkDeliveryMethod(rules.settings, body.delivery_method, 'delivery_method');
  const { cartId, lines } = await ownerLines(db, site.id, owner);
  checkLines(lines, {
    delivery: body.delivery_method ? lineDelivery(body.delivery_method) : null,
    prescriptionConfirmed: body.prescription_confirmed ?? null,
  });
  const promo = cartId === null ? null : await heldCode(db, cartId);
  checkPromoWindow(promo, now);
  const asked = body.promo_code?.toLowerCase();
  if (asked && asked !== promo?.code.toLowerCase()) throw promoNotHeld();
  const stock = new Map(lines.map((line) => [line.product.id, line.product.stock]));
  const short = shortLines(stockLines(lines), stock, rules.allowNegativeStock);
  if (short.length) throw outOfStock(short);
}
