// Which asked-for lines a quote request may carry, and the copy each keeps: the shop's own product,
// active and available now, named once; its count by the cart's quantity rule (normaliseQuantity)
// and its price from the database only. Refusals name the line by its index (field `items.<i>`).
import type { QuoteCreateRequest, QuoteLineRefusal } from '@vitrina/contract';
import { normaliseQuantity, toMinor } from '@vitrina/domain';

import { shopProducts, type ProductRow } from '../cart/products.ts';
import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../plugins/errors.ts';

/** A line as it is stored: what was asked, and the product as it was. */
export interface QuoteLineCopy {
  productId: number;
  count: number;
  targetPriceMinor: number | null;
  priceAtRequestMinor: number;
  title: string;
  code: string;
}

type AskedItem = QuoteCreateRequest['items'][number];

function refusalOf(product: ProductRow | undefined, seen: Set<number>, id: number): QuoteLineRefusal | null {
  if (seen.has(id)) return 'duplicate';
  if (!product) return 'not_found';
  if (!product.active) return 'inactive';
  if (!product.available) return 'unavailable';
  return null;
}

/** The lines to store, or a 400 naming every refused line. */
export async function quoteLineCopies(
  db: Db,
  siteId: number,
  lang: LangContext,
  items: readonly AskedItem[],
): Promise<QuoteLineCopy[]> {
  const byId = new Map(
    (await shopProducts(db, siteId, [...new Set(items.map((item) => item.product_id))])).map((p) => [p.id, p]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const seen = new Set<number>();
  const copies = items.flatMap((item, index): QuoteLineCopy[] => {
    const product = byId.get(item.product_id);
    const refusal = refusalOf(product, seen, item.product_id);
    seen.add(item.product_id);
    if (refusal || !product) {
      fieldErrors[`items.${index}`] = [refusal ?? 'not_found'];
      return [];
    }
    return [
      {
        productId: product.id,
        count: normaliseQuantity(item.count, product.multiplicity),
        targetPriceMinor: item.target_price == null ? null : toMinor(item.target_price),
        priceAtRequestMinor: product.priceMinor,
        title: t(product.title, lang),
        code: product.code,
      },
    ];
  });
  const refused = Object.keys(fieldErrors).length;
  if (refused) throw new HttpError(400, 'quote_items_refused', `${refused} line(s) cannot be quoted`, fieldErrors);
  return copies;
}
