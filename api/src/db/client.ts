// Opens the one database the API uses: PGlite under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same SQL and share the schema and migrations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { listenOnPostgres } from './listen.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Number of SQL statements sent since start; tests use it to prove a call's query count is constant. */
  queryCount(): number;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears every NOTIFY on `channel` (the cache tags of migration 0032), whoever wrote: `onGap` is
   * told when some may have been missed (PostgreSQL's listening connection was lost and is back).
   * Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * Per-connection settings. A one-letter typo in a word of 8 letters scores about 0.58 on
 * pg_trgm's word similarity, under its default 0.6, so typo tolerance needs a lower threshold.
 * Set when a connection opens, so it is never a query of any request.
 */
const SESSION_SETTING = 'pg_trgm.word_similarity_threshold=0.45';

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** A PGlite dump (from dumpDataDir) to start from, so test files skip seeding. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  let count = 0;
  const logger = { logQuery: () => void count++ };
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c ${SESSION_SETTING}` });
    // A restarted or failed-over server cuts the idle connections: the pool drops each broken one by
    // itself and the next query opens a new one. Without a listener, Node would treat the event as
    // an uncaught error and end the process, so a database restart would take every API node down.
    pool.on('error', () => undefined);
    // The pool stops listening to a client while it is checked out, so a connection cut then, between
    // two statements of a transaction, would end the process the same way. The next statement fails
    // instead, and the pool drops the dead client when it comes back.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      queryCount: () => count,
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
      listen: (channel, onPayload, onGap) => listenOnPostgres(databaseUrl, channel, onPayload, onGap),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.exec(`SET ${SESSION_SETTING}`);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryCount: () => count,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
    // In process: PGlite tells its listeners after the statement that notified, and never misses one.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
  };
}

/** Where PGlite keeps its files under DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
