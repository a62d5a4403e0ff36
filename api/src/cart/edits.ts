// The four cart edits of the spec: add-item, reduce-item, remove-item and set-loyalty-item. Each
// runs under the cart's row lock, then clears the cart's promo (releasing its use, so a code is not
// spent by a shopper who goes on shopping) and answers the whole cart, as the spec's client
// replaces its cart with the answer. Counts follow the domain's quantity rules; a product of another
// shop is a 404, as if it did not exist.
import type { Cart } from '@vitrina/contract';
import { defaultAddQuantity, normaliseQuantity, roundQuantity } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import type { CartScope } from './owner.ts';
import { shopProduct, shopProducts, type ProductRow } from './products.ts';
import { releaseUse } from './promo/codes.ts';
import { deleteLines, lineCount, linesOf, lockCart, lockOrCreateCart, saveLine, setLineLoyalty } from './store.ts';
import { cartView } from './view.ts';

type Edit = (tx: Db, cartId: number | null) => Promise<void>;

/**
 * Runs an edit on the locked cart (made first when `create`), clears its promo and answers the
 * cart as the edit left it, read before the lock is let go. Without a promo: the edit cleared it.
 * An edit that throws rolls all of it back (the promo stays). Also bulk-add.ts's frame.
 */
export async function editCart(scope: CartScope, create: boolean, edit: Edit): Promise<Cart> {
  const { db, site, owner, now } = scope;
  const lines = await db.transaction(async (tx) => {
    const id = create ? await lockOrCreateCart(tx, site.id, owner, now) : await lockCart(tx, site.id, owner, now);
    await edit(tx, id);
    if (id === null) return [];
    await releaseUse(tx, id);
    return linesOf(tx, id);
  });
  return cartView(lines, null, scope.lang, site.currency).cart;
}

async function productOf(db: Db, siteId: number, productId: number): Promise<ProductRow> {
  const product = await shopProduct(db, siteId, productId);
  if (!product) throw notFound('Product');
  return product;
}

/**
 * add-item: raises the line by `count` (the multiplicity when omitted). Past the stock it is a 400
 * and the cart is left as it was: the shopper learns how many there are instead of a silently
 * smaller count. An inactive or unavailable product cannot be added.
 */
export function addItem(scope: CartScope, productId: number, count: number | undefined): Promise<Cart> {
  return editCart(scope, true, async (tx, cartId) => {
    const product = await productOf(tx, scope.site.id, productId);
    if (!product.active || !product.available) {
      throw new HttpError(400, 'product_unavailable', 'This product cannot be bought now', {
        product_id: ['unavailable'],
      });
    }
    const had = (await lineCount(tx, cartId!, productId)) ?? 0;
    const next = normaliseQuantity(had + (count ?? defaultAddQuantity(product.multiplicity)), product.multiplicity);
    if (next > product.stock) {
      throw new HttpError(400, 'over_stock', `Only ${product.stock} in stock`, { count: ['over_stock'] });
    }
    await saveLine(tx, cartId!, productId, next, scope.now);
  });
}

/** reduce-item: lowers the line by `count` (the multiplicity when omitted); at 0 or below it goes. */
export function reduceItem(scope: CartScope, productId: number, count: number | undefined): Promise<Cart> {
  return editCart(scope, false, async (tx, cartId) => {
    const product = await productOf(tx, scope.site.id, productId);
    const had = cartId === null ? null : await lineCount(tx, cartId, productId);
    if (had === null) return;
    const left = roundQuantity(had - (count ?? defaultAddQuantity(product.multiplicity)));
    if (left === 0) await deleteLines(tx, cartId!, [productId]);
    else await saveLine(tx, cartId!, productId, normaliseQuantity(left, product.multiplicity), scope.now);
  });
}

/** remove-item: drops the lines of the given products (ones the cart does not hold change nothing). */
export function removeItems(scope: CartScope, productIds: number[]): Promise<Cart> {
  return editCart(scope, false, async (tx, cartId) => {
    const wanted = [...new Set(productIds)];
    if ((await shopProducts(tx, scope.site.id, wanted)).length !== wanted.length) throw notFound('Product');
    if (cartId !== null) await deleteLines(tx, cartId, wanted);
  });
}

/** set-loyalty-item: whether a line is paid with loyalty points (then it earns none). */
export function setLoyaltyItem(scope: CartScope, productId: number, active: boolean): Promise<Cart> {
  return editCart(scope, false, async (tx, cartId) => {
    const product = await productOf(tx, scope.site.id, productId);
    if (active && product.loyaltyGive <= 0) {
      throw new HttpError(400, 'loyalty_unavailable', 'This product cannot be paid with loyalty points', {
        product_id: ['loyalty_unavailable'],
      });
    }
    if (cartId === null || !(await setLineLoyalty(tx, cartId, productId, active))) throw notFound('Cart line');
  });
}
