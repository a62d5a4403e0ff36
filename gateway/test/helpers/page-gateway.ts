// A whole gateway (buildGateway) for the page-rule suites, with a counting stand-in renderer so a
// test sees whether a page was rendered again or came from the cache, and no shell build needed.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Redis } from 'ioredis';
import { buildGateway } from '../../src/app.ts';
import type { GatewayDeps } from '../../src/app.ts';
import { gatewayConfigSchema } from '../../src/config.ts';
import type { PageRenderer } from '../../src/http/pages.ts';
import { ModuleStore } from '../../src/modules/store.ts';
import type { PageRequest } from '../../src/render/render-page.ts';
import { REMOTE_KEYS } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { fakeBuild, tempDir } from './fake-build.ts';

export const ADMIN_TOKEN = 'admin-token-for-page-tests-0123';
export const REDIS_URL = 'redis://127.0.0.1:6379';
export const HOST = 'pharmacy.localhost:3000';

/**
 * Renders `render #<n> <locale> <path>`. Paths under /missing answer 404, like the shell's
 * not-found; paths under /degraded render with the content remote fallen back on the server.
 */
export function countingRenderer() {
  const seen: PageRequest[] = [];
  const render: PageRenderer = async (page) => {
    seen.push(page);
    const status = page.path.startsWith('/missing') ? 404 : 200;
    const failed: RemoteKey[] = page.path.startsWith('/degraded') ? ['content'] : [];
    return {
      status,
      failed,
      body: Readable.from([`<!doctype html><p>render #${seen.length} `, `${page.locale} ${page.path}</p>`]),
    };
  };
  return { render, seen };
}

export interface PageGatewayOptions {
  apiUrl: string;
  env?: Record<string, string>;
  deps?: Partial<GatewayDeps>;
}

export async function pageGateway({ apiUrl, env = {}, deps = {} }: PageGatewayOptions) {
  const store = new ModuleStore(tempDir());
  // Every remote pinned by default, so the shop has its usual URL owners (personal sections
  // included); a test pins its own versions over these.
  for (const key of REMOTE_KEYS) {
    await store.publish(fakeBuild(key, '0.0.1'));
    store.pin('*', key, '0.0.1');
  }
  const config = gatewayConfigSchema.parse({ API_BASE_URL: apiUrl, MODULES_DIR: store.dir, ADMIN_TOKEN, ...env });
  const renderer = countingRenderer();
  const app = await buildGateway({
    config,
    store,
    logger: false,
    shellAssets: { scripts: [] },
    render: renderer.render,
    ...deps,
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: HOST, ...headers } });
  return { app, store, renderer, get };
}

/** Environment for a gateway on the real Redis, under a key prefix no other run shares. */
export function redisEnv(): { REDIS_URL: string; PAGE_CACHE_KEY_PREFIX: string } {
  return { REDIS_URL, PAGE_CACHE_KEY_PREFIX: `vitrina-test:${randomUUID()}:` };
}

/** Deletes every key under the prefix (SCAN, as the store does). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await client.unlink(...keys);
  } while (cursor !== '0');
  await client.quit();
}
