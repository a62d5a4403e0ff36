// general/v2/search/search: full-text search in the request's language (romanian, russian,
// english; simple for uk) united with trigram similarity on Latin-folded text, so typos and
// Cyrillic/Latin spellings find each other. Two queries whatever the result size.
import { sql } from 'drizzle-orm';

import type { LangContext } from './localise.ts';
import { foldToLatin, normaliseSearchText } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { productImage, productUrl, t } from './localise.ts';

const CONFIG: Record<string, string> = { ro: 'romanian', ru: 'russian', en: 'english', uk: 'simple' };
export const SEARCH_LIMIT = 12;
const CANDIDATES = 400;

export async function searchProducts(db: Db, siteId: number, ctx: LangContext, raw: string) {
  const text = normaliseSearchText(raw);
  if (!text) return { products: [], resultsByCategory: [] };
  const folded = foldToLatin(text);
  const config = CONFIG[ctx.lang] ?? 'simple';
  const rows = rowsOf<{ id: number; code: string; title: unknown; slug: unknown; short_description: unknown; category_id: number; category_title: unknown; category_slug: unknown }>(
    // Ranking every match of a broad word (18 000 of 100 000 products for "boxa") costs ~250 ms, so
    // the index picks at most CANDIDATES matches and only those are ranked; a narrow query has fewer.
    await db.execute(sql`WITH candidates AS (
        SELECT s.product_id, s.tsv, s.folded FROM product_search s
         WHERE s.site_id = ${siteId} AND s.lang = ${ctx.lang}
           AND (s.tsv @@ websearch_to_tsquery(${config}::regconfig, ${text}) OR ${folded} <% s.folded
                OR s.folded ILIKE ${'%' + folded.replace(/[%_]/g, '') + '%'})
         LIMIT ${CANDIDATES}),
      hits AS (
        SELECT c.product_id, ts_rank(c.tsv, websearch_to_tsquery(${config}::regconfig, ${text})) * 2
               + word_similarity(${folded}, c.folded) AS score
          FROM candidates c ORDER BY score DESC LIMIT ${SEARCH_LIMIT})
      SELECT p.id, p.code, p.title, p.slug, p.short_description, c.id AS category_id, c.title AS category_title, c.slug AS category_slug
        FROM hits h JOIN products p ON p.id = h.product_id JOIN categories c ON c.id = p.category_id
       WHERE p.active ORDER BY h.score DESC, p.id`),
  );
  const categories = new Map<number, { categoryTitle: string; categoryUrl: string }>();
  for (const row of rows) {
    categories.set(row.category_id, { categoryTitle: t(row.category_title, ctx), categoryUrl: t(row.category_slug, ctx) });
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
