// The servers under test, in a process of their own so autocannon's work (another process) does
// not share their event loop: the API on the bench database and a bare Fastify route, the ceiling.
// Started by run.ts with fork(); reports both URLs back over IPC and stops on SIGTERM or when
// run.ts goes away.
import Fastify from 'fastify';

import { buildApp } from '@vitrina/api/app';
import { openDatabase } from '@vitrina/api/db';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
// No rate limits: the bench measures the calls themselves, all from one address (search would
// answer 429 after its per-minute allowance).
const app = await buildApp({ database, rateLimit: false });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await Promise.all([app.close(), bare.close()]);
    await database.close();
    process.exit(0);
  })());
process.send!({ apiUrl, bareUrl });
process.once('SIGTERM', stop);
// The bench process ended without stopping us (it failed): do not stay behind.
process.once('disconnect', stop);
