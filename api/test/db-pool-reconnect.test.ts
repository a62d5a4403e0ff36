// A database restart cuts the pool's connections, idle or checked out. The API must neither end (an `error` event
// with no listener is an uncaught exception in Node, so every API node of a cluster went down with
// the database) nor keep failing: the next query opens a new connection. PostgreSQL only: PGlite
// runs in the process and has no connection to cut.
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

const databaseUrl = inject('databaseUrl');

describe.runIf(databaseUrl)('the pool after its connections are cut', () => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it('stays up when the connection of a checked-out client is cut between two statements', async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl! });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // No listener of the test's own on 'error' (that would hide what the pool must handle).
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release();
      const result = await database.db.execute(sql`SELECT 41 + 1 AS answer`);
      expect(rowsOf<{ answer: number }>(result)[0]).toEqual({ answer: 42 });
    } finally {
      await database.close();
    }
  });

  it('stays up and answers the next query on a new connection', async () => {
    const name = `pool_${randomUUID().slice(0, 8)}`;
    const url = new URL(databaseUrl!);
    url.searchParams.set('application_name', name);
    const database = await openDatabase({ databaseUrl: url.href });
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [name],
      );
      expect(rowCount).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          const result = await database.db.execute(sql`SELECT 41 + 1 AS answer`).catch(() => null);
          return result && rowsOf<{ answer: number }>(result)[0];
        })
        .toEqual({ answer: 42 });
    } finally {
      await database.close();
    }
  });
});
