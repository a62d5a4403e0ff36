// general/v2/search/search: full-text search in the request's language (romanian, russian,
// english; simple for uk), and only when that finds nothing, trigram similarity on Latin-folded
// text, so typos and Cyrillic/Latin spellings still find something. One statement whatever the
// result size.
import { sql } from 'drizzle-orm';

import { foldToLatin, normaliseSearchText } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/named.ts';
import { rowsOf } from '../db/rows.ts';
import { productImage, productUrl, t, type LangContext } from './localise.ts';

const CONFIG: Record<string, string> = { ro: 'romanian', ru: 'russian', en: 'english', uk: 'simple' };
export const SEARCH_LIMIT = 12;
/**
 * Index entries of the best-ranked products read to look for a broad word's matches (~1 ms as an
 * index-only scan). If 12 of them match, those are the 12 best-ranked matches of all; if not, the
 * word is rare (roughly under 0.6 % of the products) and the full-text index lists its matches cheaply.
 */
const RANK_WALK = 2000;
/** Lookalikes compared for similarity when nothing matched exactly: a bound on a common typo's cost. */
const LOOKALIKES = 200;

type HitRow = {
  id: number;
  code: string;
  title: unknown;
  slug: unknown;
  short_description: unknown;
  category_id: number;
  category_title: unknown;
  category_slug: unknown;
};

export async function searchProducts(db: Db, siteId: number, ctx: LangContext, raw: string) {
  const text = normaliseSearchText(raw);
  if (!text) return { products: [], resultsByCategory: [] };
  const folded = foldToLatin(text);
  const config = CONFIG[ctx.lang] ?? 'simple';
  // Punctuation alone folds to nothing, and '%%' would match every product.
  const like = folded ? `%${folded}%` : null;
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${text})`;
  const mine = sql`s.site_id = ${siteId} AND s.lang = ${ctx.lang}`;
  // Exact matches are ordered by the stored rank, never ranked one by one (ranking the 18 000
  // matches of "boxa" was the cost). A broad word's best matches are found by walking the rank
  // index (`walk`); when that finds fewer than a page, the word is rare and the full-text index
  // gives all its matches cheaply (`rare`). Each "(SELECT count(*) ...)" condition is evaluated
  // once, so only one of the paths runs. The CTEs are MATERIALIZED so the planner plans each as
  // a whole: told "LIMIT" it would bet on finding matches early and scan the table for a rare word.
  // Named, so each connection plans it once: the paths chosen above do not depend on the words.
  const rows = rowsOf<HitRow>(
    await executeNamed(
      db,
      'search-products',
      sql`WITH walk AS MATERIALIZED (
        SELECT w.product_id, w.rank FROM (
          SELECT s.product_id, s.rank, s.tsv FROM product_search s WHERE ${mine}
           ORDER BY s.rank DESC, s.product_id DESC LIMIT ${RANK_WALK}) w
          JOIN products p ON p.id = w.product_id AND p.active
         WHERE w.tsv @@ ${query} ORDER BY w.rank DESC, w.product_id DESC LIMIT ${SEARCH_LIMIT}),
      rare AS MATERIALIZED (
        SELECT s.product_id, s.rank FROM product_search s
         WHERE (SELECT count(*) FROM walk) < ${SEARCH_LIMIT} AND ${mine} AND s.tsv @@ ${query}),
      exact AS MATERIALIZED (
        SELECT product_id, rank FROM walk WHERE (SELECT count(*) FROM walk) >= ${SEARCH_LIMIT}
        UNION ALL (SELECT r.product_id, r.rank FROM rare r JOIN products p ON p.id = r.product_id AND p.active
                    ORDER BY r.rank DESC, r.product_id DESC LIMIT ${SEARCH_LIMIT})),
      lookalikes AS MATERIALIZED (
        SELECT s.product_id, s.rank, s.folded FROM product_search s
         WHERE NOT EXISTS (SELECT 1 FROM exact) AND ${mine}
           AND (${folded} <% s.folded OR s.folded ILIKE ${like})),
      fuzzy AS (
        SELECT l.product_id, l.rank, word_similarity(${folded}, l.folded) AS similarity
          FROM (SELECT * FROM lookalikes LIMIT ${LOOKALIKES}) l JOIN products p ON p.id = l.product_id AND p.active
         ORDER BY similarity DESC, l.rank DESC, l.product_id DESC LIMIT ${SEARCH_LIMIT}),
      hits AS (
        SELECT product_id, rank, 1 AS tier, 1.0::float8 AS similarity FROM exact
        UNION ALL SELECT product_id, rank, 2, similarity FROM fuzzy)
      SELECT p.id, p.code, p.title, p.slug, p.short_description, c.id AS category_id, c.title AS category_title, c.slug AS category_slug
        FROM hits h JOIN products p ON p.id = h.product_id JOIN categories c ON c.id = p.category_id
       ORDER BY h.tier, h.similarity DESC, h.rank DESC, p.id DESC`,
    ),
  );
  const categories = new Map<number, { categoryTitle: string; categoryUrl: string }>();
  for (const row of rows) {
    categories.set(row.category_id, {
      categoryTitle: t(row.category_title, ctx),
      categoryUrl: t(row.category_slug, ctx),
    });
  }
  return {
    products: rows.map((row) => ({
      productId: row.id,
      img: productImage(row.id),
      title: t(row.title, ctx),
      short_description: t(row.short_description, ctx),
      code: row.code,
      url: productUrl(t(row.slug, ctx)),
    })),
    resultsByCategory: [...categories.values()],
  };
}
