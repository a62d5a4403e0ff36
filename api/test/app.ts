// Builds the API on the run's seeded database for one test file.
import { readFile } from 'node:fs/promises';

import { afterAll, inject } from 'vitest';

import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export interface TestContext {
  app: App;
  database: Database;
}

export async function buildTestApp(): Promise<TestContext> {
  const databaseUrl = inject('databaseUrl');
  const dumpFile = inject('pgliteDump');
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({ loadDataDir: new Blob([await readFile(dumpFile!)]) });
  const app = await buildApp({ database });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

export const site = (brand: string, lang?: string) => ({
  'x-site-token': `demo-${brand}`,
  ...(lang ? { 'accept-language': lang } : {}),
});
