// On PostgreSQL the change feed is a LISTEN on a connection of its own. Notifications sent while it
// is lost are gone for good: once it is back it says so (the API then purges everything), and it
// hears the writes after. PGlite runs in the process and has no connection to lose, so this file is
// about PostgreSQL only (the CI runs the database suites on it).
import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { listenOnPostgres } from '../src/db/listen.ts';

const databaseUrl = inject('databaseUrl');

describe.runIf(databaseUrl)('the PostgreSQL change feed', () => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  afterAll(() => admin.end());

  it('reconnects after losing its connection, says some may be missed, and hears the next write', async () => {
    await admin.connect();
    // A channel of the test's own: other files' feeds on the run's database are not disturbed.
    const channel = `feed_${randomUUID().replaceAll('-', '')}`;
    const heard: string[] = [];
    let gaps = 0;
    const stop = await listenOnPostgres(
      databaseUrl!,
      channel,
      (payload) => heard.push(payload),
      () => gaps++,
      {
        retryMs: 20,
      },
    );
    try {
      await admin.query(`SELECT pg_notify('${channel}', 'before')`);
      await expect.poll(() => heard).toEqual(['before']);
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "${channel}"'`,
      );
      expect(rowCount).toBe(1);
      await expect.poll(() => gaps, { timeout: 10_000 }).toBe(1);
      await admin.query(`SELECT pg_notify('${channel}', 'after')`);
      await expect.poll(() => heard).toEqual(['before', 'after']);
    } finally {
      await stop();
    }
  });
});
