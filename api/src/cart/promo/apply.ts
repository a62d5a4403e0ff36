// promo-code/update_prices: applies a code to the caller's cart and claims one use of it. Every
// check runs inside one transaction holding the cart's lock and then the code's (always in that
// order, as every cart edit takes the cart's first), so the count of uses a claim compares against
// its limits cannot change under it. A refused code leaves the cart and the code it held as they were.
import type { PromoResult } from '@vitrina/contract';

import type { CartScope } from '../owner.ts';
import { linesOf, lockCart } from '../store.ts';
import { cartView, pricedLine } from '../view.ts';
import {
  claimUse,
  findCode,
  heldCode,
  limitRefusal,
  mayUsePromo,
  releaseUse,
  termsOf,
  windowRefusal,
} from './codes.ts';
import { priceWithPromo } from './pricing.ts';
import { promoResult } from './result.ts';
import { promoRefused, type PromoRefusal } from './refusals.ts';

export async function applyPromo(scope: CartScope, code: string): Promise<PromoResult> {
  const { db, site, owner, now } = scope;
  const refuse = (why: PromoRefusal) => promoRefused(why, 'code', scope.lang.lang);
  if (!(await mayUsePromo(db, owner))) throw refuse('not_allowed');
  const { row, lines } = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, site.id, owner, now);
    const lines = cartId === null ? [] : await linesOf(tx, cartId);
    if (cartId === null || !lines.length) throw refuse('empty_cart');
    const row = await findCode(tx, site.id, code, true);
    if (!row) throw refuse('unknown');
    const outside = windowRefusal(row, now);
    if (outside) throw refuse(outside);
    if (priceWithPromo(termsOf(row), lines.map(pricedLine)).eligibleLines === 0) throw refuse('not_applicable');
    // Applying the code the cart already holds again claims nothing more.
    if ((await heldCode(tx, cartId))?.id !== row.id) {
      const overLimit = await limitRefusal(tx, row, owner, cartId);
      if (overLimit) throw refuse(overLimit);
      await releaseUse(tx, cartId);
      await claimUse(tx, row, cartId, owner, now);
    }
    return { row, lines };
  });
  return promoResult('applied', row, cartView(lines, termsOf(row), scope.lang, site.currency));
}
