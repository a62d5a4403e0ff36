// Builds the API on the run's seeded database for one test file.
import { readFile } from 'node:fs/promises';

import { afterAll, inject } from 'vitest';

import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export interface TestContext {
  app: App;
  database: Database;
}

/** The run's seeded database, opened for one test file (closed after it). */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = inject('databaseUrl');
  const dumpFile = inject('pgliteDump');
  return databaseUrl
    ? openDatabase({ databaseUrl })
    : openDatabase({ loadDataDir: new Blob([await readFile(dumpFile!)]) });
}

/** The API's caches see this instant throughout a test file: no entry expires under a slow test. */
const STILL_CLOCK = () => 1_800_000_000_000;

/**
 * Rate limits are off unless a test asks for them: most files make many calls from one address.
 * The clock stands still unless a test passes its own.
 * Given a database, the app shares it (two API nodes) and leaves closing it to its owner.
 */
export async function buildTestApp(options: Partial<BuildOptions> = {}): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ rateLimit: false, now: STILL_CLOCK, ...options, database });
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, database };
}

export const site = (brand: string, lang?: string) => ({
  'x-site-token': `demo-${brand}`,
  ...(lang ? { 'accept-language': lang } : {}),
});
