// Seeds the demo once per run. On PGlite the seeded database is dumped to a file each test file
// loads (seconds instead of seeding again); on PostgreSQL a fresh database is created and dropped.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/index.ts';
import { TEST_NOW } from './now.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    pgliteDump: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `vitrina_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await seedDemo(database.db, { now: TEST_NOW });
    await database.close();
    project.provide('databaseUrl', url.toString());
    project.provide('pgliteDump', undefined);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db, { now: TEST_NOW });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `vitrina-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseUrl', undefined);
  project.provide('pgliteDump', file);
  // The dump is ~100 MB: each run removes its own.
  return () => rm(file, { force: true });
}
