// general/v3/order: the caller's cart becomes an order in one transaction. Under the cart's row lock
// the lines are checked as validate-products checks them, the held promo is checked for its date
// window again, the sums are computed here (nothing priced comes from the body), the stock is taken
// with no oversell, the order keeps a copy of every line, the promo's use is spent and the cart
// goes. With an Idempotency-Key, a repeated press answers the order the first one made.
import { and, eq } from 'drizzle-orm';

import type { OrderCreateRequest } from '@vitrina/contract';

import type { CartScope } from '../cart/owner.ts';
import { heldCode, termsOf, windowRefusal } from '../cart/promo/codes.ts';
import { deleteCart, linesOf, lockCart, type LineRow } from '../cart/store.ts';
import { lineProblems } from '../cart/validate.ts';
import { cartView } from '../cart/view.ts';
import type { Db } from '../db/client.ts';
import { companies, orderLines, orders, promoCodeUses } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import type { DeliveryPricer } from './delivery-price.ts';
import { claimKey, noteOrder } from './idempotency.ts';
import { orderSums, soldLines } from './order-lines.ts';
import { takeStock } from './stock.ts';

export interface OrderRules {
  allowNegativeStock: boolean;
  registrationRequired: boolean;
  /** The shop's settings, for the delivery's thresholds and default prices. */
  settings: Record<string, unknown>;
}

export interface NewOrder {
  orderId: number;
  /** false: an earlier request with the same Idempotency-Key made it. */
  created: boolean;
}

const emptyCart = () => new HttpError(400, 'empty_cart', 'The cart is empty', { products: ['empty_cart'] });

function checkLines(lines: readonly LineRow[], body: OrderCreateRequest) {
  if (!lines.length) throw emptyCart();
  const confirmed = new Set(body.prescription_confirmed);
  const delivery = body.delivery.method === 'pickup' ? 'pickup' : 'home';
  const fieldErrors: Record<string, string[]> = {};
  for (const line of lines) {
    // Stock is decided once, under the products' locks (takeStock), so every shortage answers alike.
    const problems = lineProblems(line, delivery, confirmed).filter((problem) => problem !== 'over_stock');
    if (problems.length) fieldErrors[`products.${line.product.id}`] = problems;
  }
  if (Object.keys(fieldErrors).length)
    throw new HttpError(400, 'cart_invalid', 'Some products cannot be ordered as they are', fieldErrors);
}

/** An order for a company names one of the shopper's own companies; anyone else's is not found. */
async function checkCompany(tx: Db, owner: CartScope['owner'], companyId: number) {
  const [own] =
    owner.kind === 'user'
      ? await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, companyId), eq(companies.userId, owner.userId)))
      : [];
  if (!own) throw new HttpError(404, 'not_found', 'Company not found', { company_id: ['not_found'] });
}

async function spendPromo(tx: Db, cartId: number) {
  // A spent use keeps counting toward the code's limits; without its cart it is no longer released.
  await tx.update(promoCodeUses).set({ cartId: null }).where(eq(promoCodeUses.cartId, cartId));
}

export async function createOrder(
  scope: CartScope,
  rules: OrderRules,
  body: OrderCreateRequest,
  idempotency: { key: string; hash: string } | null,
  priceDelivery: DeliveryPricer,
): Promise<NewOrder> {
  const { db, site, owner, now, lang } = scope;
  if (rules.registrationRequired && owner.kind === 'guest')
    throw new HttpError(401, 'registration_required', 'Sign in to order in this shop');
  return db.transaction(async (tx) => {
    if (idempotency) {
      const claim = await claimKey(tx, site.id, owner, idempotency.key, idempotency.hash);
      if (claim.kind === 'made') return { orderId: claim.orderId, created: false };
      if (claim.kind === 'other_body')
        throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another order');
    }
    if (body.company_id !== undefined) await checkCompany(tx, owner, body.company_id);
    const cartId = await lockCart(tx, site.id, owner, now);
    if (cartId === null) throw emptyCart();
    const lines = await linesOf(tx, cartId);
    checkLines(lines, body);
    const promo = await heldCode(tx, cartId);
    if (promo && windowRefusal(promo, now))
      throw new HttpError(
        409,
        'promo_expired',
        'The promo code is no longer valid: order without it or apply another',
        {
          promo_code: ['expired'],
        },
      );
    const { pricing } = cartView(lines, promo ? termsOf(promo) : null, lang, site.currency);
    const deliveryMinor = await priceDelivery(tx, {
      siteId: site.id,
      settings: rules.settings,
      lines,
      pricing,
      delivery: body.delivery,
    });
    const short = await takeStock(
      tx,
      site.id,
      lines.map((line) => ({ productId: line.product.id, count: line.count })),
      rules.allowNegativeStock,
    );
    if (short.length) {
      const fieldErrors = Object.fromEntries(short.map((line) => [`products.${line.productId}`, ['over_stock']]));
      throw new HttpError(409, 'out_of_stock', 'Some products sold out while you were ordering', fieldErrors);
    }
    const sums = orderSums(lines, pricing, deliveryMinor);
    const [order] = await tx
      .insert(orders)
      .values({
        siteId: site.id,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestToken: owner.kind === 'guest' ? owner.token : null,
        companyId: body.company_id ?? null,
        // Nothing to pay online (a promo took it all): the order is simply new.
        status: body.payment_method === 'online' && sums.totalMinor > 0 ? 'awaiting_payment' : 'new',
        paymentMethod: body.payment_method,
        currency: site.currency,
        ...sums,
        promoCode: promo?.code ?? null,
        contact: body.contact,
        delivery: body.delivery,
        comment: body.comment ?? null,
        lang: lang.lang,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderLines).values(soldLines(lines, pricing, lang).map((line) => ({ orderId, ...line })));
    if (promo) await spendPromo(tx, cartId);
    await deleteCart(tx, cartId);
    if (idempotency) await noteOrder(tx, site.id, owner, idempotency.key, orderId);
    return { orderId, created: true };
  });
}
