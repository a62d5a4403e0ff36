// general/product-filter: one page of products with filters, sort and price range, plus the
// filter groups to show beside it. The page is always read; the total, the facets and the price
// bounds are cached per catalogue version (list-cache.ts), since they do not change from page to
// page or sort to sort. The number of queries does not grow with the page size: the category (when
// one is given) and the page, plus total, facets and bounds when not cached (and the version on
// its own when the page is empty).
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import type { ProductFilterQuery } from '@vitrina/contract';
import type { Currency } from '@vitrina/domain';
import { toMinor } from '@vitrina/domain';

import { cardTags, tag } from '../cache-tags/tags.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { catalogueVersion, remember, versionOf } from './list-cache.ts';
import { type LangContext } from './localise.ts';
import { CARD_COLUMNS, toCard, type CardRow } from './product-card.ts';
import { groupFacets, loadScopeFacets, type ScopeFacets } from './product-facets.ts';

// Sized for memory: a facet entry of the demo's largest shop is ~10 KB, a count is a number.
const FACET_ENTRIES = 500;
const COUNT_ENTRIES = 10_000;

export function createListCache() {
  // Least recently used entries go first once full.
  return {
    facets: new LRUCache<string, Promise<ScopeFacets>>({ max: FACET_ENTRIES }),
    counts: new LRUCache<string, Promise<number>>({ max: COUNT_ENTRIES }),
  };
}
export type ListCache = ReturnType<typeof createListCache>;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The sort as its key and direction; product id breaks ties the same way, so pages never overlap. */
function sortOf(sort: ProductFilterQuery['sort'], random: boolean, lang: string): { key: SQL; direction: SQL } {
  if (random) return { key: sql`random()`, direction: sql`ASC` };
  switch (sort) {
    case 'price+':
      return { key: sql`p.price_minor`, direction: sql`ASC` };
    case 'price-':
      return { key: sql`p.price_minor`, direction: sql`DESC` };
    case 'name+':
      return { key: sql`p.title->>${lang}`, direction: sql`ASC` };
    case 'name-':
      return { key: sql`p.title->>${lang}`, direction: sql`DESC` };
    case 'newer+':
      return { key: sql`p.created_at`, direction: sql`DESC` };
    case 'sort_priority-':
    default:
      return { key: sql`p.sort_priority`, direction: sql`DESC` };
  }
}

/** Category ids the `category` url covers: the category itself and, for a top category, its subcategories. */
async function resolveCategory(db: Db, siteId: number, url: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT c.id FROM slugs s JOIN categories c ON c.id = s.object_id
      WHERE s.site_id = ${siteId} AND s.object_type = 'category' AND s.slug = ${url}
      UNION SELECT c2.id FROM slugs s JOIN categories c2 ON c2.parent_id = s.object_id
      WHERE s.site_id = ${siteId} AND s.object_type = 'category' AND s.slug = ${url}`),
  );
  if (rows.length === 0) throw notFound('Category');
  return rows.map((row) => row.id);
}

/**
 * The list's conditions: the scope (site, ids, category) facets are computed over, and the
 * shopper's choices that narrow it; each with the cache key that stands for it.
 */
function conditionsOf(siteId: number, categoryIds: number[] | null, q: ProductFilterQuery) {
  const scope: SQL[] = [sql`p.site_id = ${siteId}`, sql`p.active`];
  const scopeKey: unknown[] = [siteId];
  if (q.ids) {
    scope.push(sql`p.id IN (${idList(q.ids)})`);
    scopeKey.push(
      'ids',
      [...q.ids].sort((a, b) => a - b),
    );
  }
  if (categoryIds) {
    scope.push(sql`p.category_id IN (${idList(categoryIds)})`);
    scopeKey.push(
      'category',
      [...categoryIds].sort((a, b) => a - b),
    );
  }
  const chosen: SQL[] = [];
  const chosenKey: unknown[] = [];
  if (q.categoryId) {
    chosen.push(sql`p.category_id = ${q.categoryId}`);
    chosenKey.push('categoryId', q.categoryId);
  }
  if (q.brand_id) {
    chosen.push(sql`p.brand_id = ${q.brand_id}`);
    chosenKey.push('brand_id', q.brand_id);
  }
  const byGroup = new Map<number, number[]>();
  for (const { groupId, optionId } of q.filter ?? []) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), optionId]);
  for (const [groupId, optionIds] of [...byGroup].sort(([a], [b]) => a - b)) {
    // Options of one group widen the choice (OR); groups narrow it (AND).
    chosen.push(
      sql`EXISTS (SELECT 1 FROM product_options po WHERE po.product_id = p.id AND po.option_id IN (${idList(optionIds)}))`,
    );
    chosenKey.push(
      'filter',
      groupId,
      [...new Set(optionIds)].sort((a, b) => a - b),
    );
  }
  // Each bound works alone (0 is none); prices are compared in minor units, as they are kept.
  if (q.price_min) {
    chosen.push(sql`p.price_minor >= ${toMinor(q.price_min)}`);
    chosenKey.push('price_min', toMinor(q.price_min));
  }
  if (q.price_max) {
    chosen.push(sql`p.price_minor <= ${toMinor(q.price_max)}`);
    chosenKey.push('price_max', toMinor(q.price_max));
  }
  return { scope, scopeKey, chosen, chosenKey, byGroup };
}

/**
 * Which writes change a list (cache-tags/tags.ts): those of its cards, and those that can move a
 * product into, out of or along it: within the ids it was given, its categories, or the whole shop.
 */
function listTags(siteId: number, categoryIds: number[] | null, q: ProductFilterQuery, cards: { productId: number }[]) {
  const scope = q.ids ? q.ids.map(tag.product) : categoryIds ? categoryIds.map(tag.category) : [tag.catalog(siteId)];
  return [...cardTags(cards), ...scope];
}

/** One page of the list, and its cache tags. */
export async function listProducts(
  db: Db,
  cache: ListCache,
  siteId: number,
  currency: Currency,
  ctx: LangContext,
  q: ProductFilterQuery,
) {
  const categoryIds = q.category ? await resolveCategory(db, siteId, q.category) : null;
  // Facets are counted over the scope before the shopper's own choices narrow it.
  const { scope, scopeKey, chosen, chosenKey, byGroup } = conditionsOf(siteId, categoryIds, q);
  const scopeSql = sql.join(scope, sql` AND `);
  const where = sql.join([...scope, ...chosen], sql` AND `);
  const offset = (q.page - 1) * q.pagination;
  const { key, direction } = sortOf(q.sort, q.random === 'true', ctx.lang);
  // Page and total are separate statements: a window count(*) would make the database sort every
  // match, while the page alone can walk the sort index and stop after one page (390 ms -> 2 ms on
  // 100 000 products; see docs/performance.md). The inner query finds the page's ids in a covering
  // index of the sort; only those rows are then read whole. The catalogue version rides along with
  // the rows (one round trip, same snapshot); only an empty page asks for it on its own.
  const page = rowsOf<CardRow & { catalogue_version: string | number | null }>(
    await db.execute(sql`SELECT ${sql.raw(CARD_COLUMNS)},
        (SELECT v.version FROM catalogue_versions v WHERE v.site_id = ${siteId}) AS catalogue_version
      FROM (SELECT p.id, ${key} AS sort_key FROM products p WHERE ${where}
             ORDER BY 2 ${direction}, 1 ${direction} LIMIT ${q.pagination} OFFSET ${offset}) page
      JOIN products p ON p.id = page.id LEFT JOIN brands b ON b.id = p.brand_id
      ORDER BY page.sort_key ${direction}, page.id ${direction}`),
  );
  const version = page[0] ? versionOf(page[0].catalogue_version) : await catalogueVersion(db, siteId);
  const scopeCacheKey = version === null ? null : JSON.stringify([version, ...scopeKey]);
  const [totalCount, facets] = await Promise.all([
    remember(cache.counts, scopeCacheKey && `${scopeCacheKey}|${JSON.stringify(chosenKey)}`, () =>
      db
        .execute(sql`SELECT count(*) AS total FROM products p WHERE ${where}`)
        .then((result) => Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0)),
    ),
    remember(cache.facets, scopeCacheKey, () => loadScopeFacets(db, siteId, scopeSql)),
  ]);
  const products = page.map((row) => toCard(row, ctx, currency));
  const list = {
    products,
    totalCount,
    pages: Math.ceil(totalCount / q.pagination),
    page: q.page,
    filters: groupFacets(facets.rows, q, byGroup, ctx),
    price: { min: (facets.bounds?.min ?? 0) / 100, max: (facets.bounds?.max ?? 0) / 100 },
  };
  return { list, tags: listTags(siteId, categoryIds, q, products) };
}
