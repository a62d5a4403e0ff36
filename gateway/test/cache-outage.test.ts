// A page cache store that is down or hangs never holds a page longer than the store timeout
// (spec: 2000 ms, then normal rendering), and an outage is logged once, not once per page.
import { connect, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageCache } from '../src/cache/page-cache.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { ADMIN_TOKEN, dropRedisPrefix, pageGateway, redisEnv } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** A port where nothing listens: bound once to learn a free number, then closed. */
async function deadPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP relay to the real Redis that can be frozen: connections stay open, nothing comes back. */
async function freezableRedis() {
  const sockets: Socket[] = [];
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(6379, '127.0.0.1');
    sockets.push(client, upstream);
    client.on('data', (data) => frozen || upstream.write(data));
    upstream.on('data', (data) => frozen || client.write(data));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const port = await listen(server);
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `redis://127.0.0.1:${port}`, freeze: () => (frozen = true) };
}

function captureLog() {
  const lines: { level: number; msg: string }[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
  const outageWarnings = () => lines.filter((line) => line.msg.includes('page cache store is unavailable'));
  return { logger, outageWarnings };
}

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
}

describe('page cache store outage', () => {
  it('renders every page normally when Redis refuses connections, logs the outage once, and a purge answers 503', async () => {
    const log = captureLog();
    const gw = await pageGateway({
      apiUrl: api.url,
      env: { REDIS_URL: `redis://127.0.0.1:${await deadPort()}` },
      deps: { logger: log.logger },
    });
    closers.push(() => gw.app.close());
    for (const url of ['/ro/about', '/ro/about', '/ru/contacts']) {
      const [res, ms] = await timed(gw.get(url));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('MISS');
      expect(ms).toBeLessThan(1000);
    }
    expect(gw.renderer.seen).toHaveLength(3);
    expect(log.outageWarnings()).toHaveLength(1);

    // An operator's purge, unlike a page, reports the failure.
    const purge = await gw.app.inject({
      method: 'POST',
      url: '/admin/cache/purge',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { all: true },
    });
    expect(purge.statusCode).toBe(503);
    expect(purge.json()).toMatchObject({ code: 'cache_unavailable', fieldErrors: {} });
  });

  it('renders within the 2 s bound when Redis accepts the command and never answers', async () => {
    const redis = await freezableRedis();
    const env = { ...redisEnv(), REDIS_URL: redis.url };
    closers.push(() => dropRedisPrefix(env.PAGE_CACHE_KEY_PREFIX));
    const gw = await pageGateway({ apiUrl: api.url, env });
    closers.push(() => gw.app.close());
    await gw.get('/ro/about');
    expect((await gw.get('/ro/about')).headers['x-cache']).toBe('HIT');

    redis.freeze();
    const [res, ms] = await timed(gw.get('/ro/about'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('MISS');
    expect(res.body).toContain('render #2 ro /about');
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(3000);
  });

  it('bounds a store that never settles by the configured timeout', async () => {
    const hanging: PageCache = {
      get: () => new Promise(() => undefined),
      set: () => new Promise(() => undefined),
      purge: async () => 0,
      purgeTags: async () => 0,
      ready: async () => true,
      close: async () => undefined,
    };
    const gw = await pageGateway({
      apiUrl: api.url,
      env: { PAGE_CACHE_TIMEOUT_MS: '300' },
      deps: { pageCache: hanging },
    });
    closers.push(() => gw.app.close());
    const [res, ms] = await timed(gw.get('/ro/about'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('render #1 ro /about');
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1000);
  });
});
