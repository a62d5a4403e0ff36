// One product row as the product card every list shows.
import type { Currency } from '@vitrina/domain';
import { discountPercent, toMajor } from '@vitrina/domain';

import { productImage, productUrl, t, type LangContext } from './localise.ts';

/** Columns every card query selects (see CARD_COLUMNS). */
export interface CardRow {
  id: number;
  code: string;
  title: unknown;
  slug: unknown;
  price_minor: number;
  old_price_minor: number | null;
  stock: string | number;
  multiplicity: string | number;
  active: boolean;
  available: boolean;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
}

export const CARD_COLUMNS = `p.id, p.code, p.title, p.slug, p.price_minor, p.old_price_minor, p.stock, p.multiplicity,
  p.active, p.available, p.brand_id, b.name AS brand_name, b.slug AS brand_slug`;

export function toCard(row: CardRow, ctx: LangContext, currency: Currency) {
  return {
    productId: row.id,
    title: t(row.title, ctx),
    code: row.code,
    url: productUrl(t(row.slug, ctx)),
    img: productImage(row.id),
    price: toMajor(row.price_minor),
    old_price: row.old_price_minor === null ? null : toMajor(row.old_price_minor),
    discount: discountPercent(row.price_minor, row.old_price_minor),
    currency,
    count: Number(row.stock),
    multiplicity: Number(row.multiplicity),
    active: row.active,
    available: row.available,
    brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '', slug: row.brand_slug ?? '' },
  };
}
