// order/preview-promo: what a code would do to a list of products, claiming nothing (the local cart
// of the spec asks before it has a server cart). The same checks as applying, on the shop's own
// products at today's prices; the caller, when known, is checked against the per-user limit and
// can_use_promocode, and a use their own cart holds does not count against them.
import type { PromoResult } from '@vitrina/contract';
import { normaliseQuantity } from '@vitrina/domain';

import { notFound } from '../../plugins/errors.ts';
import type { CartOwner, ShopScope } from '../owner.ts';
import { shopProducts } from '../products.ts';
import { findCartId, type LineRow } from '../store.ts';
import { cartView, pricedLine } from '../view.ts';
import { findCode, limitRefusal, mayUsePromo, termsOf, windowRefusal } from './codes.ts';
import { priceWithPromo } from './pricing.ts';
import { promoRefused, type PromoRefusal } from './refusals.ts';
import { promoResult } from './result.ts';

export interface PreviewRequest {
  promo_code: string;
  products: { product_id: number; count: number }[];
}

/** The asked products as cart lines: repeats of a product add up, counts as a cart would keep them. */
async function linesOfRequest(scope: ShopScope, asked: PreviewRequest['products']) {
  const counts = new Map<number, number>();
  for (const { product_id, count } of asked) counts.set(product_id, (counts.get(product_id) ?? 0) + count);
  const products = await shopProducts(scope.db, scope.site.id, [...counts.keys()]);
  if (products.length !== counts.size) throw notFound('Product');
  const byId = new Map(products.map((product) => [product.id, product]));
  return [...counts].map(([id, count]): LineRow => {
    const product = byId.get(id)!;
    return { product, count: normaliseQuantity(count, product.multiplicity), loyaltyChecked: false };
  });
}

export async function previewPromo(
  scope: ShopScope,
  owner: CartOwner | null,
  request: PreviewRequest,
): Promise<PromoResult> {
  const { db, site, now } = scope;
  const refuse = (why: PromoRefusal) => promoRefused(why, 'promo_code', scope.lang.lang);
  if (owner && !(await mayUsePromo(db, owner))) throw refuse('not_allowed');
  const row = await findCode(db, site.id, request.promo_code);
  if (!row) throw refuse('unknown');
  const outside = windowRefusal(row, now);
  if (outside) throw refuse(outside);
  const lines = await linesOfRequest(scope, request.products);
  if (priceWithPromo(termsOf(row), lines.map(pricedLine)).eligibleLines === 0) throw refuse('not_applicable');
  const ownCart = owner ? await findCartId(db, site.id, owner) : null;
  const overLimit = await limitRefusal(db, row, owner, ownCart);
  if (overLimit) throw refuse(overLimit);
  return promoResult('preview', row, cartView(lines, termsOf(row), scope.lang, site.currency));
}
