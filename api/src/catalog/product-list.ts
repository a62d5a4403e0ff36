// general/product-filter: one page of products with filters, sort and price range, plus the
// filter groups to show beside it. The number of queries is fixed (resolve category, page,
// total, facets, price bounds) whatever the page size, so a bigger page never costs more round trips.
import { sql, type SQL } from 'drizzle-orm';

import type { ProductFilterQuery } from '@vitrina/contract';
import type { Currency } from '@vitrina/domain';
import { toMinor } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { t, type LangContext } from './localise.ts';
import { CARD_COLUMNS, toCard, type CardRow } from './product-card.ts';


function orderBy(sort: ProductFilterQuery['sort'], random: boolean, lang: string): SQL {
  if (random) return sql`random()`;
  switch (sort) {
    case 'price+':
      return sql`p.price_minor ASC, p.id ASC`;
    case 'price-':
      return sql`p.price_minor DESC, p.id DESC`;
    case 'name+':
      return sql`p.title->>${lang} ASC, p.id ASC`;
    case 'name-':
      return sql`p.title->>${lang} DESC, p.id DESC`;
    case 'newer+':
      return sql`p.created_at DESC, p.id DESC`;
    case 'sort_priority-':
    default:
      return sql`p.sort_priority DESC, p.id DESC`;
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

export async function listProducts(db: Db, siteId: number, currency: Currency, ctx: LangContext, q: ProductFilterQuery) {
  const scope: SQL[] = [sql`p.site_id = ${siteId}`, sql`p.active`];
  if (q.ids) scope.push(sql`p.id IN (${sql.join(q.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (q.category) {
    const ids = await resolveCategory(db, siteId, q.category);
    scope.push(sql`p.category_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  }
  // Facets are counted over the scope before the shopper's own choices narrow it.
  const chosen: SQL[] = [];
  if (q.categoryId) chosen.push(sql`p.category_id = ${q.categoryId}`);
  if (q.brand_id) chosen.push(sql`p.brand_id = ${q.brand_id}`);
  const byGroup = new Map<number, number[]>();
  for (const { groupId, optionId } of q.filter ?? []) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), optionId]);
  for (const optionIds of byGroup.values()) {
    // Options of one group widen the choice (OR); groups narrow it (AND).
    chosen.push(sql`EXISTS (SELECT 1 FROM product_options po WHERE po.product_id = p.id
      AND po.option_id IN (${sql.join(optionIds.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (q.price_min > 0 && q.price_max > 0) {
    chosen.push(sql`p.price_minor BETWEEN ${toMinor(q.price_min)} AND ${toMinor(q.price_max)}`);
  }
  const scopeSql = sql.join(scope, sql` AND `);
  const where = sql.join([...scope, ...chosen], sql` AND `);
  const offset = (q.page - 1) * q.pagination;
  // Page and total are separate statements: a window count(*) would make the database sort every
  // match, while the page alone can walk the sort index and stop after one page (390 ms -> 2 ms on
  // 100 000 products; see docs/performance.md).
  const [page, total] = await Promise.all([
    db.execute(sql`SELECT ${sql.raw(CARD_COLUMNS)}
      FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE ${where} ORDER BY ${orderBy(q.sort, q.random === 'true', ctx.lang)}
      LIMIT ${q.pagination} OFFSET ${offset}`).then((result) => rowsOf<CardRow>(result)),
    db.execute(sql`SELECT count(*) AS total FROM products p WHERE ${where}`)
      .then((result) => Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0)),
  ]);
  const facets = rowsOf<{ kind: string; group_id: number; group_title: unknown; group_keyword: string; group_type: string; option_id: number; option_title: unknown; option_keyword: string }>(
    // A LIMIT 1 probe per option, department and maker stops at the first product in scope. A CTE of
    // the scope cost 264 ms on 100 000 products, and a plain EXISTS was planned as a hash join over
    // every product of an option (76 ms); the probe takes ~2 ms.
    await db.execute(sql`SELECT 'option' AS kind, g.id AS group_id, g.title AS group_title, g.keyword AS group_keyword,
             g.type AS group_type, o.id AS option_id, o.title AS option_title, o.keyword AS option_keyword, g.position
        FROM filter_groups g JOIN filter_options o ON o.group_id = g.id
       WHERE g.site_id = ${siteId} AND (SELECT 1 FROM product_options po JOIN products p ON p.id = po.product_id
             WHERE po.option_id = o.id AND ${scopeSql} LIMIT 1) IS NOT NULL
      UNION ALL
      SELECT 'category', 0, NULL, 'categoryId', 'checkbox', c.id, c.title, '', -2 FROM categories c
       WHERE c.site_id = ${siteId} AND (SELECT 1 FROM products p WHERE p.category_id = c.id AND ${scopeSql} LIMIT 1) IS NOT NULL
      UNION ALL
      SELECT 'brand', 0, NULL, 'brand_id', 'radio', b.id, NULL, b.name, -1 FROM brands b
       WHERE b.site_id = ${siteId} AND (SELECT 1 FROM products p WHERE p.brand_id = b.id AND ${scopeSql} LIMIT 1) IS NOT NULL
      ORDER BY 9, 2, 6`),
  );
  const bounds = rowsOf<{ min: number | null; max: number | null }>(
    await db.execute(sql`SELECT min(p.price_minor) AS min, max(p.price_minor) AS max FROM products p WHERE ${scopeSql}`),
  )[0];
  const totalCount = total;
  return {
    products: page.map((row) => toCard(row, ctx, currency)),
    totalCount,
    pages: Math.ceil(totalCount / q.pagination),
    page: q.page,
    filters: groupFacets(facets, q, byGroup, ctx),
    price: { min: (bounds?.min ?? 0) / 100, max: (bounds?.max ?? 0) / 100 },
  };
}

type FacetRow = { kind: string; group_id: number; group_title: unknown; group_keyword: string; group_type: string; option_id: number; option_title: unknown; option_keyword: string };

function groupFacets(rows: FacetRow[], q: ProductFilterQuery, chosen: Map<number, number[]>, ctx: LangContext) {
  const groups = new Map<string, { id: number | string; title: string; keyword: string; type: 'checkbox' | 'radio'; options: { id: number; title: string; keyword: string; active: boolean }[] }>();
  const departments = { ro: 'Departamente', ru: 'Отделы', uk: 'Відділи', en: 'Departments' };
  const brandsTitle = { ro: 'Producător', ru: 'Производитель', uk: 'Виробник', en: 'Brand' };
  for (const row of rows) {
    const key = row.kind === 'option' ? String(row.group_id) : row.group_keyword;
    let group = groups.get(key);
    if (!group) {
      const title = row.kind === 'category' ? departments : row.kind === 'brand' ? brandsTitle : row.group_title;
      group = { id: row.kind === 'option' ? row.group_id : row.group_keyword, title: t(title, ctx), keyword: row.group_keyword, type: row.group_type as 'checkbox' | 'radio', options: [] };
      groups.set(key, group);
    }
    const active =
      row.kind === 'category' ? q.categoryId === row.option_id
      : row.kind === 'brand' ? q.brand_id === row.option_id
      : (chosen.get(row.group_id) ?? []).includes(row.option_id);
    const title = row.kind === 'brand' ? row.option_keyword : t(row.option_title, ctx);
    group.options.push({ id: row.option_id, title, keyword: row.option_keyword || String(row.option_id), active });
  }
  return [...groups.values()];
}
