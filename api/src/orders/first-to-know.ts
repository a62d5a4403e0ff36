// general/first-to-know: an address asks for one letter when a product that is out of stock is back.
// Asking again is the same subscription (one row per shop, product and address; the language is the
// latest asked in), and asking after the letter went arms it again. A product the shop sells now is
// refused (409 in_stock): it can be ordered instead. back-in-stock.ts sends the letters.
import { sql } from 'drizzle-orm';

import type { FirstToKnowRequest } from '@vitrina/contract';

import type { ShopScope } from '../cart/owner.ts';
import { shopProduct } from '../cart/products.ts';
import { firstToKnow } from '../db/schema/index.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { isOutOfStock } from './orderable.ts';

export async function subscribeFirstToKnow(scope: ShopScope, body: FirstToKnowRequest) {
  const { db, site, lang } = scope;
  const product = await shopProduct(db, site.id, body.product_id);
  if (!product) throw notFound('Product');
  if (product.active && !isOutOfStock(product))
    throw new HttpError(409, 'in_stock', 'The product is in stock: it can be ordered now', {
      product_id: ['in_stock'],
    });
  await db
    .insert(firstToKnow)
    .values({ siteId: site.id, productId: product.id, email: body.email, lang: lang.lang })
    .onConflictDoUpdate({
      target: [firstToKnow.siteId, firstToKnow.productId, firstToKnow.email],
      set: {
        lang: sql`excluded.lang`,
        // A letter being sent right now keeps its lease; a sent one is armed again.
        claimedAt: sql`CASE WHEN ${firstToKnow.sentAt} IS NULL THEN ${firstToKnow.claimedAt} END`,
        sentAt: null,
      },
    });
  return { product_id: product.id, email: body.email, subscribed: true as const };
}
