// The product list's cache of what does not depend on the page: the total count of a filter
// combination, and the facets and price bounds of a scope. Keys carry the site's catalogue version
// (bumped by database triggers on every catalogue write, migration 0007), read once per call, so a
// change is visible to the very next call in every process, and superseded entries age out.
import { sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Caches the promise, not the value, so concurrent identical calls share one query; a failed query
 * is forgotten. Without a key (no known version) it always asks the database.
 */
export function remember<V>(
  cache: LRUCache<string, Promise<V>>,
  key: string | null,
  load: () => Promise<V>,
): Promise<V> {
  if (key === null) return load();
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

/**
 * The site's catalogue version, or null when it has none yet (a database older than the triggers'
 * first write): then nothing is cached, since a missing row cannot tell an old catalogue from a new one.
 */
export async function catalogueVersion(db: Db, siteId: number): Promise<number | null> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`SELECT version FROM catalogue_versions WHERE site_id = ${siteId}`),
  );
  return versionOf(row?.version ?? null);
}

/** A version as read from the database (node-postgres answers bigint as a string). */
export const versionOf = (value: string | number | null): number | null => (value === null ? null : Number(value));
