// general/v3/order: the caller's cart becomes an order in one transaction. The delivery method must
// be one the shop offers; under the cart's row lock the lines are checked as validate-products
// checks them, the held promo is checked for its date window again, the sums are computed here
// (nothing priced comes from the body), the stock is taken with no oversell, the order keeps a copy
// of every line and the names of what the shopper chose (store, place, carrier branch, company),
// the promo's use is spent and the cart goes. With an Idempotency-Key, a repeated press answers the
// order the first one made.
import { and, eq } from 'drizzle-orm';

import type { OrderCreateRequest } from '@vitrina/contract';

import type { CartScope } from '../cart/owner.ts';
import { heldCode, termsOf } from '../cart/promo/codes.ts';
import { deleteCart, linesOf, lockCart } from '../cart/store.ts';
import { cartView } from '../cart/view.ts';
import type { Db } from '../db/client.ts';
import { companies, promoCodeUses } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { checkDeliveryMethod } from '../settings/delivery-methods.ts';
import type { DeliveryNamer } from './delivery-facts.ts';
import type { DeliveryPricer } from './delivery-price.ts';
import { orderSums, soldLines } from './order-lines.ts';
import {
  checkLines,
  checkPromoWindow,
  checkRegistration,
  checkSums,
  emptyCart,
  lineDelivery,
  outOfStock,
  stockLines,
  type OrderRules,
} from './orderable.ts';
import { insertOrder, orderTransaction, type Idempotency, type NewOrder } from './save-order.ts';
import { takeStock } from './stock.ts';

export type { OrderRules } from './orderable.ts';
export type { NewOrder } from './save-order.ts';

/**
 * An order for a company names one of the shopper's own companies (anyone else's is not found);
 * answers its name, which the order keeps.
 */
async function companyName(tx: Db, owner: CartScope['owner'], companyId: number): Promise<string> {
  const [own] =
    owner.kind === 'user'
      ? await tx
          .select({ name: companies.name })
          .from(companies)
          .where(and(eq(companies.id, companyId), eq(companies.userId, owner.userId)))
      : [];
  if (!own) throw new HttpError(404, 'not_found', 'Company not found', { company_id: ['not_found'] });
  return own.name;
}

async function spendPromo(tx: Db, cartId: number) {
  // A spent use keeps counting toward the code's limits; without its cart it is no longer released.
  await tx.update(promoCodeUses).set({ cartId: null }).where(eq(promoCodeUses.cartId, cartId));
}

/**
 * What an order paid otherwise writes with it, in its transaction once its total is known (the
 * credit application of general/iute-credit/create-order); throwing refuses the whole order.
 */
export type OrderAttachment = (
  tx: Db,
  order: { id: number; totalMinor: number; productIds: number[] },
) => Promise<void>;

/** The shop's delivery, as an order needs it: its price, and the names the shopper saw. */
export interface OrderDelivery {
  price: DeliveryPricer;
  names: DeliveryNamer;
}

export async function createOrder(
  scope: CartScope,
  rules: OrderRules,
  body: OrderCreateRequest,
  idempotency: Idempotency | null,
  delivery: OrderDelivery,
  attach?: OrderAttachment,
): Promise<NewOrder> {
  const { site, owner, now, lang } = scope;
  checkRegistration(rules, owner);
  checkDeliveryMethod(rules.settings, body.delivery.method, 'delivery.method');
  // Credit terms come only with their application (general/iute-credit/create-order).
  if (body.payment_method === 'credit' && !attach)
    throw new HttpError(400, 'validation_failed', 'Invalid body: payment_method', { payment_method: ['invalid'] });
  return orderTransaction(scope, idempotency, async (tx) => {
    const company = body.company_id === undefined ? null : await companyName(tx, owner, body.company_id);
    const cartId = await lockCart(tx, site.id, owner, now);
    if (cartId === null) throw emptyCart();
    const lines = await linesOf(tx, cartId);
    checkLines(lines, {
      delivery: lineDelivery(body.delivery.method),
      prescriptionConfirmed: body.prescription_confirmed,
    });
    const promo = await heldCode(tx, cartId);
    checkPromoWindow(promo, now);
    const { pricing } = cartView(lines, promo ? termsOf(promo) : null, lang, site.currency);
    const userId = owner.kind === 'user' ? owner.userId : null;
    const deliveryMinor = await delivery.price(tx, {
      siteId: site.id,
      userId,
      settings: rules.settings,
      lines,
      pricing,
      delivery: body.delivery,
    });
    const sums = orderSums(lines, pricing, deliveryMinor);
    checkSums(sums);
    const short = await takeStock(tx, site.id, stockLines(lines), rules.allowNegativeStock);
    if (short.length) throw outOfStock(short);
    const deliveryNames = await delivery.names(tx, { siteId: site.id, userId, delivery: body.delivery, lang });
    const orderId = await insertOrder(
      tx,
      scope,
      {
        kind: 'cart',
        // Nothing to pay online (a promo took it all): the order is simply new.
        status: body.payment_method === 'online' && sums.totalMinor > 0 ? 'awaiting_payment' : 'new',
        paymentMethod: body.payment_method,
        sums,
        promoCode: promo?.code ?? null,
        contact: body.contact,
        delivery: body.delivery,
        deliveryNames,
        comment: body.comment ?? null,
        companyId: body.company_id ?? null,
        companyName: company,
      },
      soldLines(lines, pricing, lang),
    );
    if (attach)
      await attach(tx, { id: orderId, totalMinor: sums.totalMinor, productIds: lines.map((line) => line.product.id) });
    if (promo) await spendPromo(tx, cartId);
    await deleteCart(tx, cartId);
    return orderId;
  });
}
