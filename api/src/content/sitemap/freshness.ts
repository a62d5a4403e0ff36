// A stamp of everything a shop's sitemap is built from: equal stamps, equal sitemaps. One query of
// counts and sums, far cheaper than reading the rows themselves (api/src/content/sitemap/rows.ts).
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import { rowsOf } from '../../db/rows.ts';

/** The tables rows.ts reads, each with the shop's rows under `site_id` and an `updated_at` (0012). */
const SITE_TABLES = [
  'categories',
  'brands',
  'products',
  'slugs',
  'articles',
  'pages',
  'content_blocks',
  'video_reviews',
  'adverts',
] as const;

/**
 * Per table, the number of the shop's rows and the sum of their update times. An insert or a
 * delete moves the count; an update moves the sum (the trigger sets the row's time to its
 * transaction's). Unlike the latest update time, the sum also moves when a transaction that
 * started earlier commits later than one already seen, so no write can hide behind another.
 */
export async function freshnessStamp(db: Db, siteId: number): Promise<string> {
  const perTable = SITE_TABLES.map(
    (table) =>
      sql`(SELECT count(*) || '/' || coalesce(sum(extract(epoch FROM updated_at)), 0)
             FROM ${sql.identifier(table)} WHERE site_id = ${siteId})`,
  );
  const site = sql`(SELECT extract(epoch FROM updated_at) FROM sites WHERE id = ${siteId})`;
  const [row] = rowsOf<{ stamp: string }>(
    await executeNamed(
      db,
      'sitemap-freshness',
      sql`SELECT concat_ws(' ', ${site}, ${sql.join(perTable, sql`, `)}) AS stamp`,
    ),
  );
  return row?.stamp ?? '';
}
