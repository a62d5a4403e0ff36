// The one rule of whether a product "has associated products" (the cart line's and the product
// page's has_associated_products): it has an association whose product associated-products would
// offer, i.e. one of the same shop that is active and available. A correlated EXISTS, so it rides in
// the statement that reads the products (one query for a whole cart, not one per line).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `productId` and `siteId` are the outer query's columns of the product being read. */
export const hasAssociatedSql = (productId: AnyColumn | SQL, siteId: AnyColumn | SQL): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM product_associations pa JOIN products ap ON ap.id = pa.associated_id
    WHERE pa.product_id = ${productId} AND ap.site_id = ${siteId} AND ap.active AND ap.available)`;
