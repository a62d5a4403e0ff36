// product_checkout_status and product-availability: whether products can be ordered now, for the
// quote cart and the checkout (which mark a missing or unavailable product inactive). Ids the shop
// does not have are left out of the answer rather than failing the whole list.
import type { Db } from '../db/client.ts';
import { shopProducts } from './products.ts';
import { CARD_PAYMENT_AVAILABLE } from './view.ts';

export async function productStatuses(db: Db, siteId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const byId = new Map((await shopProducts(db, siteId, unique)).map((product) => [product.id, product]));
  return unique.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    return [
      {
        id,
        active: product.active,
        available: product.available,
        stock: product.stock,
        home_delivery: product.homeDelivery,
        card_payment_available: CARD_PAYMENT_AVAILABLE,
      },
    ];
  });
}
