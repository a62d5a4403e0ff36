// A product as the cart reads it: today's prices, stock and the spec's checks, from the shop's own
// products only (another shop's product is not found, so the cart answers 404 for it).
import { and, eq, inArray } from 'drizzle-orm';

import { hasAssociatedSql } from '../catalog/has-associated.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

/** What a cart line answer needs of its product: today's prices and the checks of the spec. */
export const PRODUCT_COLUMNS = {
  id: products.id,
  code: products.code,
  title: products.title,
  slug: products.slug,
  priceMinor: products.priceMinor,
  oldPriceMinor: products.oldPriceMinor,
  stock: products.stock,
  multiplicity: products.multiplicity,
  active: products.active,
  available: products.available,
  loyaltyGive: products.loyaltyGive,
  homeDelivery: products.homeDelivery,
  isRecipe: products.isRecipe,
  /** Whether an add opens the associated products' window; part of the same statement. */
  hasAssociated: hasAssociatedSql(products.id, products.siteId),
};

export interface ProductRow {
  id: number;
  code: string;
  title: unknown;
  slug: unknown;
  priceMinor: number;
  oldPriceMinor: number | null;
  stock: number;
  multiplicity: number;
  active: boolean;
  available: boolean;
  loyaltyGive: number;
  homeDelivery: boolean;
  isRecipe: boolean;
  hasAssociated: boolean;
}

/** One product of the shop, or null (another shop's is not found). */
export async function shopProduct(db: Db, siteId: number, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, id)))
    .prepare('cart_shop_product')
    .execute();
  return row ? numericProduct(row) : null;
}

/** The shop's products among `ids` (another shop's are not found). */
export async function shopProducts(db: Db, siteId: number, ids: readonly number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, [...ids])));
  return rows.map(numericProduct);
}

// numeric columns come back as numbers with mode 'number'; Number() keeps it so with either driver.
export const numericProduct = (row: ProductRow): ProductRow => ({
  ...row,
  stock: Number(row.stock),
  multiplicity: Number(row.multiplicity),
});
