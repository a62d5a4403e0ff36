// general/cart/bulk-add: the bulk order window's list of product codes with counts, added to the
// caller's cart in one transaction under the cart's row lock (edits.ts's frame, so the promo is
// cleared as by every edit). A line that cannot be added is left out and named in `refused`; the
// others go in. When none goes in, nothing changed: the cart, and the promo it holds, stay.
import { and, eq, inArray } from 'drizzle-orm';

import type { CartBulkAdd, CartBulkRefusal } from '@vitrina/contract';
import { defaultAddQuantity, normaliseQuantity } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { editCart } from './edits.ts';
import type { CartScope } from './owner.ts';
import { numericProduct, PRODUCT_COLUMNS, type ProductRow } from './products.ts';
import { loadCart } from './read.ts';
import { linesOf, saveLine } from './store.ts';

export interface BulkItem {
  code: string;
  count?: number | undefined;
}

/** The shop's products among `codes`, by code (another shop's codes are not found). */
async function productsByCode(db: Db, siteId: number, codes: readonly string[]): Promise<Map<string, ProductRow>> {
  const rows = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.code, [...new Set(codes)])));
  return new Map(rows.map((row) => [row.code, numericProduct(row)]));
}

/**
 * The line count an item asks for, or why it cannot have it. As add-item: the count (else the
 * multiplicity) is added to what the line holds and normalised; past the stock the line is refused
 * rather than filled to a smaller count the shopper did not ask for.
 */
function nextCount(
  product: ProductRow | undefined,
  had: number,
  item: BulkItem,
): number | Omit<CartBulkRefusal, 'code'> {
  if (!product) return { reason: 'unknown_code' };
  if (!product.active || !product.available) return { reason: 'unavailable' };
  const next = normaliseQuantity(had + (item.count ?? defaultAddQuantity(product.multiplicity)), product.multiplicity);
  return next > product.stock ? { reason: 'over_stock', limit: product.stock } : next;
}

/** Thrown inside the transaction when no line went in: it rolls back, so the promo is not released. */
class NothingAdded extends Error {}

/** Adds each item in the order sent (a code named twice is added twice, as two add-item calls). */
export async function bulkAdd(scope: CartScope, items: readonly BulkItem[]): Promise<CartBulkAdd> {
  const refused: CartBulkRefusal[] = [];
  try {
    const cart = await editCart(scope, true, async (tx, cartId) => {
      const byCode = await productsByCode(
        tx,
        scope.site.id,
        items.map((item) => item.code),
      );
      const counts = new Map((await linesOf(tx, cartId!)).map((line) => [line.product.id, Number(line.count)]));
      for (const item of items) {
        const product = byCode.get(item.code);
        const had = product ? (counts.get(product.id) ?? 0) : 0;
        const next = nextCount(product, had, item);
        if (typeof next !== 'number') {
          refused.push({ code: item.code, ...next });
          continue;
        }
        await saveLine(tx, cartId!, product!.id, next, scope.now);
        counts.set(product!.id, next);
      }
      if (refused.length === items.length) throw new NothingAdded();
    });
    return { cart, refused };
  } catch (error) {
    if (!(error instanceof NothingAdded)) throw error;
    return { cart: (await loadCart(scope)).cart, refused };
  }
}
