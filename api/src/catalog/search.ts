// general/v2/search/search: full-text search in the request's language (romanian, russian,
// english; simple for uk) with the query's words read against the shop's vocabulary first
// (search-spelling.ts), so typos, Latin spellings of Cyrillic words (and the reverse) and the word
// being typed find what they mean at full-text speed. One statement whatever the result size.
import { sql } from 'drizzle-orm';

import { normaliseSearchText, searchWords } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/named.ts';
import { rowsOf } from '../db/rows.ts';
import { productImage, productUrl, t, type LangContext } from './localise.ts';
import { correctionsOf, spellingCtes, type ReadWord } from './search-spelling.ts';

const CONFIG: Record<string, string> = { ro: 'romanian', ru: 'russian', en: 'english', uk: 'simple' };
export const SEARCH_LIMIT = 12;
/**
 * Index entries of the best-ranked products read to look for a broad word's matches (~1 ms as an
 * index-only scan). If 12 of them match, those are the 12 best-ranked matches of all; if not, the
 * word is rare (roughly under 0.6 % of the products) and the full-text index lists its matches cheaply.
 */
const RANK_WALK = 2000;

/** A hit, or (no id) the one row a search without hits answers, which still says how it read the words. */
type HitRow = {
  spelling: ReadWord[];
  id: number | null;
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
  // Punctuation alone has no words, and an empty query would match nothing anyway.
  const words = text ? searchWords(text) : [];
  if (!text || words.length === 0)
    return { products: [], resultsByCategory: [], corrections: [], correctedQuery: null };
  const config = CONFIG[ctx.lang] ?? 'simple';
  const mine = sql`s.site_id = ${siteId} AND s.lang = ${ctx.lang}`;
  const query = sql`(SELECT query FROM spelled)`;
  // Matches are ordered by the stored rank, never ranked one by one (ranking the 18 000 matches of
  // "boxa" was the cost). A broad query's best matches are found by walking the rank index
  // (`walk`); when that finds fewer than a page, the query is rare and the full-text index gives
  // all its matches cheaply (`rare`). Each "(SELECT count(*) ...)" condition is evaluated once, so
  // only one of the paths runs. The CTEs are MATERIALIZED so the planner plans each as a whole:
  // told "LIMIT" it would bet on finding matches early and scan the table for a rare word.
  // Named, so each connection plans it once: the paths chosen above do not depend on the words.
  const rows = rowsOf<HitRow>(
    await executeNamed(
      db,
      'search-products',
      sql`WITH ${spellingCtes(siteId, ctx.lang, config, words)},
      walk AS MATERIALIZED (
        SELECT w.product_id, w.rank FROM (
          SELECT s.product_id, s.rank, s.tsv FROM product_search s WHERE ${mine}
           ORDER BY s.rank DESC, s.product_id DESC LIMIT ${RANK_WALK}) w
          JOIN products p ON p.id = w.product_id AND p.active
         WHERE w.tsv @@ ${query} ORDER BY w.rank DESC, w.product_id DESC LIMIT ${SEARCH_LIMIT}),
      rare AS MATERIALIZED (
        SELECT s.product_id, s.rank FROM product_search s
         WHERE (SELECT count(*) FROM walk) < ${SEARCH_LIMIT} AND ${mine} AND s.tsv @@ ${query}),
      hits AS MATERIALIZED (
        SELECT product_id, rank FROM walk WHERE (SELECT count(*) FROM walk) >= ${SEARCH_LIMIT}
        UNION ALL (SELECT r.product_id, r.rank FROM rare r JOIN products p ON p.id = r.product_id AND p.active
                    ORDER BY r.rank DESC, r.product_id DESC LIMIT ${SEARCH_LIMIT}))
      SELECT spelled.words AS spelling, p.id, p.code, p.title, p.slug, p.short_description,
             c.id AS category_id, c.title AS category_title, c.slug AS category_slug
        FROM spelled LEFT JOIN (hits h JOIN products p ON p.id = h.product_id JOIN categories c ON c.id = p.category_id) ON true
       ORDER BY h.rank DESC, p.id DESC`,
    ),
  );
  const hits = rows.filter((row): row is HitRow & { id: number } => row.id !== null);
  const categories = new Map<number, { categoryTitle: string; categoryUrl: string }>();
  for (const row of hits) {
    categories.set(row.category_id, {
      categoryTitle: t(row.category_title, ctx),
      categoryUrl: t(row.category_slug, ctx),
    });
  }
  return {
    products: hits.map((row) => ({
      productId: row.id,
      img: productImage(row.id),
      title: t(row.title, ctx),
      short_description: t(row.short_description, ctx),
      code: row.code,
      url: productUrl(t(row.slug, ctx)),
    })),
    resultsByCategory: [...categories.values()],
    ...correctionsOf(text, words, rows[0]?.spelling ?? []),
  };
}
