// The advert card as every list reads it (the list, my adverts, favourites): one statement that
// picks the page's ids from `adverts a` alone (its indexes), then reads the card's columns and what
// they name for those rows only. The title in a language is a rule here, as SQL; the price in the
// shop's currency is the advert's `shop_price_minor`, which the database keeps (migration 0031).
import { sql, type SQL } from 'drizzle-orm';

import type { AdvertCard } from '@vitrina/contract';
import type { Currency, Locale } from '@vitrina/domain';
import { toMajor } from '@vitrina/domain';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { advertImageUrl } from './image-storage.ts';

/**
 * An advert's text in a language: the author writes Romanian and Russian. Ukrainian readers get
 * the Russian one (as the shop's street names do), English readers the Romanian one; an empty one
 * falls back to the other.
 */
export function inLang(lang: Locale, ro: SQL, ru: SQL): SQL {
  return lang === 'ru' || lang === 'uk'
    ? sql`coalesce(nullif(${ru}, ''), ${ro})`
    : sql`coalesce(nullif(${ro}, ''), ${ru})`;
}

/**
 * Minor units of the shop's currency; null without a price or a rate. Kept by the database from the
 * price and the shop's rate (advert_shop_price: round(price × rate), half away from zero, in exact
 * decimals), so the answer, the price filter and the price sort read one value, through an index.
 */
export const SHOP_PRICE = sql`a.shop_price_minor`;

/** Published: what anyone but the owner may see. */
export const LISTED = sql`NOT a.is_draft AND a.is_active AND NOT a.is_deleted`;

export interface CardScope {
  siteId: number;
  currency: Currency;
  ctx: LangContext;
}

interface CardRow {
  id: number;
  slug: string;
  type: AdvertCard['type'];
  title: string;
  price_minor: string | number | null;
  currency: AdvertCard['currency'];
  shop_price_minor: string | number | null;
  is_negotiable_price: boolean;
  area: string | number | null;
  area_unit: AdvertCard['area_unit'];
  category_id: number;
  category_title: unknown;
  region_id: number | null;
  region_label: unknown;
  locality_id: number | null;
  locality_label: unknown;
  sector_id: number | null;
  sector_label: unknown;
  address: string;
  image_key: string | null;
  images_count: string | number;
  is_draft: boolean;
  is_active: boolean;
  is_deleted: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  also: unknown;
}

export interface CardPage {
  limit: number;
  offset: number;
  /** One more value the statement reads beside the page (a count, a version): `also`, null without rows. */
  also?: SQL;
  /**
   * Gather every match first (these columns of it: the sort's), then sort, instead of walking the
   * sort's index and skipping: for few matches that the order may meet last (list-counts.ts).
   */
  gather?: SQL | undefined;
}

/** How many adverts of the shop match: `a` alone, so a filter's covering index answers. */
export async function countCards(db: Db, siteId: number, where: SQL): Promise<number> {
  const [row] = rowsOf<{ count: string | number }>(
    await db.execute(sql`SELECT count(*) AS count FROM adverts a WHERE a.site_id = ${siteId} AND ${where}`),
  );
  return Number(row?.count ?? 0);
}

/** One page of cards (`where` and `orderBy` read `a` alone), in order. */
export async function readCards(
  db: Db,
  scope: CardScope,
  where: SQL,
  orderBy: SQL,
  page: CardPage,
): Promise<{ cards: AdvertCard[]; also: unknown }> {
  // The page's ids from `a` alone (migration 0031's indexes), planned without the joins.
  const matches = sql`FROM adverts a WHERE a.site_id = ${scope.siteId} AND ${where}`;
  const window = sql`ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`;
  // OFFSET 0 keeps a subquery from being merged into the outer query (PostgreSQL's documented fence):
  // its matches are read by the filter's best index, unordered, and the outer query sorts them.
  const ids = page.gather
    ? sql`SELECT a.id FROM (SELECT ${page.gather} ${matches} OFFSET 0) a ${window}`
    : sql`SELECT a.id ${matches} ${window}`;
  const rows = rowsOf<CardRow>(
    // What each row names is read by a subquery of its own, not joined: the planner then orders two
    // relations instead of six, which took it longer than running the statement (0.7 against 0.4 ms).
    await db.execute(sql`SELECT a.id, a.slug, a.type, ${inLang(scope.ctx.lang, sql`a.title_ro`, sql`a.title_ru`)} AS title,
        a.price_minor, a.currency, ${SHOP_PRICE} AS shop_price_minor, a.is_negotiable_price, a.area, a.area_unit,
        a.category_id, (SELECT c.title FROM advert_categories c WHERE c.id = a.category_id) AS category_title,
        a.region_id, (SELECT r.label FROM regions r WHERE r.id = a.region_id) AS region_label,
        a.locality_id, (SELECT l.label FROM localities l WHERE l.id = a.locality_id) AS locality_label,
        a.sector_id, (SELECT s.label FROM sectors s WHERE s.id = a.sector_id) AS sector_label, a.address,
        (SELECT i.storage_key FROM advert_images i WHERE i.advert_id = a.id
          ORDER BY i.is_preview DESC, i.position, i.id LIMIT 1) AS image_key,
        (SELECT count(*) FROM advert_images i WHERE i.advert_id = a.id) AS images_count,
        a.is_draft, a.is_active, a.is_deleted, a.created_at, a.updated_at, ${page.also ?? sql`NULL`} AS also
      FROM (${ids}) page
      JOIN adverts a ON a.id = page.id
      ORDER BY ${orderBy}`),
  );
  return { cards: rows.map((row) => toCard(row, scope)), also: rows[0]?.also ?? null };
}

const place = (id: number | null, label: unknown, ctx: LangContext) =>
  id === null ? null : { id, title: t(label, ctx) };
const orNull = (value: string | number | null) => (value === null ? null : Number(value));
const iso = (value: string | Date) => new Date(value).toISOString();

function toCard(row: CardRow, { currency, ctx }: CardScope): AdvertCard {
  const shopMinor = orNull(row.shop_price_minor);
  const priceMinor = orNull(row.price_minor);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: row.title,
    price: priceMinor === null ? null : toMajor(priceMinor),
    currency: row.currency,
    shop_price: shopMinor === null ? null : { price: toMajor(shopMinor), currency },
    is_negotiable_price: row.is_negotiable_price,
    area: orNull(row.area),
    area_unit: row.area_unit,
    category: { id: row.category_id, title: t(row.category_title, ctx) },
    region: place(row.region_id, row.region_label, ctx),
    location: place(row.locality_id, row.locality_label, ctx),
    sector: place(row.sector_id, row.sector_label, ctx),
    address: row.address,
    image: row.image_key ? advertImageUrl(row.image_key) : null,
    images_count: Number(row.images_count),
    is_draft: row.is_draft,
    is_active: row.is_active,
    is_deleted: row.is_deleted,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
