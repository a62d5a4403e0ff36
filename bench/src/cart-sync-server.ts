// The servers the cart-sync bench loads, in a process of their own (as server.ts is for the API), so
// autocannon does not share their event loop: two real gateways (cart records on Redis under the
// bench's prefix, and in memory), a fake API that knows the one shop they serve, and the ceiling, a
// bare Fastify route taking the same POST. Reports the URLs over IPC, then answers the bench's
// questions about where the time went (cart-sync-timings.ts).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Fastify from 'fastify';

import { buildGateway } from '@vitrina/gateway/app';
import { gatewayConfigSchema } from '@vitrina/gateway/config';
import { ModuleStore } from '@vitrina/gateway/modules';

import { createCartStore } from '../../gateway/src/cart-sync/create-cart-sync.ts';
import { SHOP } from './cart-sync-shoppers.ts';
import { Timings, timeRequests, timeSaves, type TimingsRequest } from './cart-sync-timings.ts';

export interface CartSyncUrls {
  redisUrl: string;
  memoryUrl: string;
  bareUrl: string;
}

/** Answers sites/resolve with the one shop; the gateway asks once a minute, so nothing else matters. */
async function startFakeApi() {
  const api = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (!request.url?.startsWith('/sites/resolve')) return response.end('{}');
    response.end(
      JSON.stringify({
        token: 'bench-shop',
        brand: 'pharmacy',
        langs: ['ro'],
        mainLang: 'ro',
        currency: 'MDL',
        theme: 'light',
        hosts: [SHOP.hostName],
        publicOrigin: SHOP.origin,
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return { api, url: `http://127.0.0.1:${(api.address() as { port: number }).port}` };
}

const timings = new Timings();
const { api, url: apiUrl } = await startFakeApi();
const modulesDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-cart-sync-'));

/** A gateway as production builds it (warn logs, as the page bench runs it), its saves timed. */
async function startGateway(label: string, env: Record<string, string>) {
  const store = new ModuleStore(modulesDir);
  const config = gatewayConfigSchema.parse({ API_BASE_URL: apiUrl, MODULES_DIR: store.dir, LOG_LEVEL: 'warn', ...env });
  const cartStore = timeSaves(createCartStore(config, console), timings.recorder(`${label}: store.save`));
  const app = await buildGateway({ config, store, shellAssets: { scripts: [] }, cartStore });
  timeRequests(app.server, timings.recorder(`${label}: in the server`));
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const redis = await startGateway('redis', {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  CART_KEY_PREFIX: process.env.CART_KEY_PREFIX!,
  // A run that dies before its clean-up leaves nothing for long.
  CART_RECORD_TTL_S: '600',
});
const memory = await startGateway('memory', {});
const bare = Fastify();
bare.post('/', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
timeRequests(bare.server, timings.recorder('bare: in the server'));

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await Promise.all([redis.app.close(), memory.app.close(), bare.close()]);
    api.close();
    rmSync(modulesDir, { recursive: true, force: true });
    process.exit(0);
  })());
process.on('message', (message: TimingsRequest) => process.send!(timings.answer(message)));
process.send!({ redisUrl: redis.url, memoryUrl: memory.url, bareUrl } satisfies CartSyncUrls);
process.once('SIGTERM', stop);
// The bench process ended without stopping us (it failed): do not stay behind.
process.once('disconnect', stop);
