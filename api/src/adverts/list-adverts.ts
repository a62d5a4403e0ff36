// general/v2/product: one page of the shop's published adverts, filtered (offer type, category,
// region/location/sector, price in the shop's currency, area in m2, search text) and sorted. Search
// works like the product search: full-text in Romanian and in Russian plus the words folded to Latin,
// so 'квартира', 'kvartira' and 'apartament' all find a flat; only when that finds nothing, trigram
// similarity on the folded text forgives a typo. Each filter and sort has its partial index of the
// published adverts (migration 0031); a combination's count is cached per adverts version, which
// rides on the page's statement (list-counts.ts).
import { sql, type SQL } from 'drizzle-orm';

import { ADVERTS_PAGE_SIZE, type AdvertList, type AdvertListQuery } from '@vitrina/contract';
import { foldToLatin, normaliseSearchText, toMinor } from '@vitrina/domain';

import { versionOf } from '../catalog/list-cache.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { countCards, inLang, LISTED, readCards, SHOP_PRICE, type CardScope } from './card-query.ts';
import { countOnce, gathers, type AdvertCounts } from './list-counts.ts';

/**
 * The sort, with the advert id breaking ties the same way, so pages never overlap, and the columns
 * it reads (`keys`: what a gathered page keeps of each match). Each is written as its index is (NULLS
 * LAST on the newest: created_at is never null, but the planner matches the words), so a page is an
 * index's first rows, skipping those the filters refuse.
 */
function orderOf(sortBy: AdvertListQuery['sortBy'], scope: CardScope): { by: SQL; keys: SQL } {
  const title = inLang(scope.ctx.lang, sql`a.title_ro`, sql`a.title_ru`);
  const [price, name] = [sql`a.id, ${SHOP_PRICE}`, sql`a.id, a.title_ro, a.title_ru`];
  switch (sortBy) {
    case 'price+':
      return { by: sql`${SHOP_PRICE} ASC NULLS LAST, a.id ASC`, keys: price };
    case 'price-':
      return { by: sql`${SHOP_PRICE} DESC NULLS LAST, a.id DESC`, keys: price };
    case 'name+':
      return { by: sql`lower(${title}) ASC, a.id ASC`, keys: name };
    case 'name-':
      return { by: sql`lower(${title}) DESC, a.id DESC`, keys: name };
    case 'newer+':
    default:
      return { by: sql`a.created_at DESC NULLS LAST, a.id DESC NULLS LAST`, keys: sql`a.id, a.created_at` };
  }
}

/** The filters besides the search (a bound of 0 is none), and the key of the combination for the count cache. */
function filtersOf(q: AdvertListQuery) {
  const where: SQL[] = [LISTED];
  if (q.type !== 'all') where.push(sql`a.type = ${q.type}`);
  if (q.category) where.push(sql`a.category_id = ${q.category}`);
  if (q.region) where.push(sql`a.region_id = ${q.region}`);
  if (q.location) where.push(sql`a.locality_id = ${q.location}`);
  if (q.sector) where.push(sql`a.sector_id = ${q.sector}`);
  if (q.price_min) where.push(sql`${SHOP_PRICE} >= ${toMinor(q.price_min)}`);
  if (q.price_max) where.push(sql`${SHOP_PRICE} <= ${toMinor(q.price_max)}`);
  if (q.area_min) where.push(sql`a.area_m2 >= ${q.area_min}`);
  if (q.area_max) where.push(sql`a.area_m2 <= ${q.area_max}`);
  const { type, category, region, location, sector, price_min, price_max, area_min, area_max } = q;
  const key = [type, category, region, location, sector, price_min, price_max, area_min, area_max].map((v) => v || 0);
  return { where, key };
}

/** The search's two tiers: the exact words (any of the three spellings), then lookalikes. */
function searchOf(raw: string) {
  const text = normaliseSearchText(raw);
  if (!text) return null;
  const folded = foldToLatin(text);
  const exact = sql`a.tsv @@ (websearch_to_tsquery('romanian', ${text}) || websearch_to_tsquery('russian', ${text})
    || websearch_to_tsquery('simple', ${folded}))`;
  // Punctuation alone folds to nothing, and '%%' would match every advert.
  const similar = folded ? sql`(${folded} <% a.search_folded OR a.search_folded ILIKE ${`%${folded}%`})` : null;
  return { text, exact, similar };
}

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

export async function listAdverts(
  db: Db,
  counts: AdvertCounts,
  scope: CardScope,
  q: AdvertListQuery,
): Promise<AdvertList> {
  const answer = (found: { cards: AdvertList['data']; total: number }) => ({
    data: found.cards,
    totalCount: found.total,
    pages: Math.ceil(found.total / ADVERTS_PAGE_SIZE),
    page: q.page,
    page_size: ADVERTS_PAGE_SIZE,
  });
  // Spec: a search under 2 characters finds nothing (an empty one is no search).
  const search = q.search?.trim() ? searchOf(q.search) : undefined;
  if (search === null) return answer({ cards: [], total: 0 });
  const filters = filtersOf(q);
  const order = orderOf(q.sortBy, scope);
  const pageOf = async (tier: string, where: SQL[]) => {
    const combination = [scope.siteId, tier, search?.text ?? '', ...filters.key];
    const gather = gathers(counts, combination, q.sortBy === 'newer+', search !== undefined);
    const page = { limit: ADVERTS_PAGE_SIZE, offset: (q.page - 1) * ADVERTS_PAGE_SIZE };
    const version = sql`(SELECT v.version FROM advert_versions v WHERE v.site_id = ${scope.siteId})`;
    const { cards, also } = await readCards(db, scope, and(where), order.by, {
      ...page,
      also: version,
      gather: gather ? order.keys : undefined,
    });
    // An empty first page is the whole answer; past the end, the count still has to be told.
    if (!cards.length && page.offset === 0) return { cards, total: 0 };
    const known = cards.length ? versionOf(also as string | number | null) : await advertsVersion(db, scope.siteId);
    return {
      cards,
      total: await countOnce(counts, combination, known, () => countCards(db, scope.siteId, and(where))),
    };
  };
  let found = await pageOf('exact', search ? [...filters.where, search.exact] : filters.where);
  if (search?.similar && found.total === 0) found = await pageOf('similar', [...filters.where, search.similar]);
  return answer(found);
}

/** The shop's adverts version, or null before its first advert (then nothing is cached). */
async function advertsVersion(db: Db, siteId: number): Promise<number | null> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`SELECT version FROM advert_versions WHERE site_id = ${siteId}`),
  );
  return versionOf(row?.version ?? null);
}
