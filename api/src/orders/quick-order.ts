// general/v2/order/one-click and general/v2/order/pre-order: one product ordered from its page, the
// cart untouched. Priced like a cart order of one line (the product's multiplicity when no count is
// given), paid in cash, delivered as agreed when the shop calls. A one-click takes the stock with no
// oversell (takeStock); a pre-order is only for a product out of stock and takes none: it is
// delivered when the product arrives. Idempotent with an Idempotency-Key, as the cart's order.
import { QUICK_ORDER_DELIVERY, type QuickOrderRequest } from '@vitrina/contract';
import { buyQuantity } from '@vitrina/domain';

import type { CartScope } from '../cart/owner.ts';
import { shopProduct } from '../cart/products.ts';
import type { LineRow } from '../cart/store.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { orderSums, soldLines } from './order-lines.ts';
import {
  checkLines,
  checkRegistration,
  checkSums,
  isOutOfStock,
  outOfStock,
  stockLines,
  type OrderRules,
} from './orderable.ts';
import { insertOrder, orderTransaction, type Idempotency, type NewOrder } from './save-order.ts';
import { takeStock } from './stock.ts';

export type QuickOrderKind = 'one_click' | 'pre_order';

const inStock = () =>
  new HttpError(409, 'in_stock', 'The product is in stock: order it instead of pre-ordering', {
    product_id: ['in_stock'],
  });

export async function createQuickOrder(
  scope: CartScope,
  rules: OrderRules,
  kind: QuickOrderKind,
  body: QuickOrderRequest,
  idempotency: Idempotency | null,
): Promise<NewOrder> {
  const { site, owner, lang } = scope;
  checkRegistration(rules, owner);
  return orderTransaction(scope, idempotency, async (tx) => {
    const product = await shopProduct(tx, site.id, body.product_id);
    if (!product) throw notFound('Product');
    const line: LineRow = {
      product,
      count: buyQuantity(body.count ?? 0, product.multiplicity),
      loyaltyChecked: false,
    };
    checkLines([line], {
      delivery: null,
      prescriptionConfirmed: body.prescription_confirmed ? [product.id] : [],
      // What a pre-order is for: a product the shop sells that is not available now.
      accepts: (problem) => kind === 'pre_order' && problem === 'unavailable' && product.active,
    });
    const sums = orderSums([line], null, 0);
    checkSums(sums);
    if (kind === 'pre_order') {
      if (!isOutOfStock(product)) throw inStock();
    } else {
      const short = await takeStock(tx, site.id, stockLines([line]), rules.allowNegativeStock);
      if (short.length) throw outOfStock(short);
    }
    return insertOrder(
      tx,
      scope,
      {
        kind,
        status: 'new',
        paymentMethod: 'cash',
        sums,
        promoCode: null,
        contact: body.contact,
        delivery: QUICK_ORDER_DELIVERY,
        comment: null,
        companyId: null,
      },
      soldLines([line], null, lang),
    );
  });
}
