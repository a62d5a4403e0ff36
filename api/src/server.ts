// Starts the API: parse config, open and migrate the database, seed an empty one, listen.
import { loadConfigOrExit } from '@vitrina/config';

import { buildApp } from './app.ts';
import { apiConfigSchema } from './config.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { isEmpty, seedDemo } from './seed/index.ts';

const config = loadConfigOrExit(apiConfigSchema, process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
await database.migrate();
if (await isEmpty(database.db)) {
  process.stderr.write('Empty database: seeding the demo brands...\n');
  await seedDemo(database.db);
}
const app = await buildApp({ database, logger: { level: config.LOG_LEVEL }, forms: { challengeSecret: config.FORM_CHALLENGE_SECRET } });
app.server.requestTimeout = 30_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port: config.API_PORT, host: config.API_HOST });
