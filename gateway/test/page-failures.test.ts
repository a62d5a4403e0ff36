// A page whose data failed is never stored and never a 200; a kept copy stands in while rendering
// fails (stale-on-error); a failing page store is skipped after a few failures in a row.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer, RenderedPage } from '../src/http/pages.ts';
import type { PageCache } from '../src/cache/page-cache.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

type Outcome = 'ok' | 'failed-data' | 'degraded' | 'remote-fell-back' | 'throws';

/** A renderer whose next outcome the test sets; each render says its number in the body. */
function switchableRenderer() {
  const state = { outcome: 'ok' as Outcome, renders: 0 };
  const render: PageRenderer = async (page): Promise<RenderedPage> => {
    state.renders += 1;
    const body = Readable.from([`<p>render #${state.renders} ${page.path}</p>`]);
    switch (state.outcome) {
      case 'throws':
        throw new Error('the back end reset the connection');
      case 'failed-data':
        return { status: 503, body, failed: [], degraded: true };
      case 'degraded':
        return { status: 200, body, failed: [], degraded: true };
      case 'remote-fell-back':
        return { status: 200, body, failed: ['catalog'], degraded: false };
      default:
        return { status: 200, body, failed: [], degraded: false };
    }
  };
  return { render, state };
}

async function gatewayAt(clock: { now: number }, env: Record<string, string> = {}) {
  const renderer = switchableRenderer();
  const gw = await pageGateway({ apiUrl: api.url, env, deps: { render: renderer.render, now: () => clock.now } });
  return { ...gw, state: renderer.state };
}

describe('a page whose back-end data failed', () => {
  it('answers 503 with no-store and is rendered again for the next visitor', async () => {
    const gw = await gatewayAt({ now: 1_000_000 });
    gw.state.outcome = 'failed-data';
    for (const round of [1, 2]) {
      const res = await gw.get('/ro/vitamine');
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.body).toContain(`render #${round}`);
    }
    await gw.app.close();
  });

  it('with only a secondary section failing is shown as rendered, but not stored', async () => {
    const gw = await gatewayAt({ now: 1_000_000 });
    gw.state.outcome = 'degraded';
    const first = await gw.get('/ro/vitamine');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    gw.state.outcome = 'ok';
    // A returning visitor (their guest token known): the answer may be kept by caches in front.
    const second = await gw.get('/ro/vitamine', { cookie: 'user_token=aB3_-aB3_-aB3_-aB3_-aB3' });
    expect(second.body).toContain('render #2');
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=7200/);
    expect((await gw.get('/ro/vitamine')).headers['x-cache']).toBe('HIT');
    await gw.app.close();
  });
});

describe('stale-on-error', () => {
  const TTL_MS = 7200 * 1000;

  it('serves the expired copy (STALE) while rendering fails, and a fresh render replaces it', async () => {
    const clock = { now: 1_000_000 };
    const gw = await gatewayAt(clock);
    expect((await gw.get('/ro/vitamine')).headers['x-cache']).toBe('MISS');
    clock.now += TTL_MS + 1;
    for (const outcome of ['failed-data', 'throws', 'remote-fell-back'] as const) {
      gw.state.outcome = outcome;
      const res = await gw.get('/ro/vitamine');
      expect([outcome, res.statusCode, res.headers['x-cache']]).toEqual([outcome, 200, 'STALE']);
      expect(res.body).toContain('render #1 ');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    gw.state.outcome = 'ok';
    const fresh = await gw.get('/ro/vitamine');
    expect([fresh.headers['x-cache'], fresh.body]).toEqual(['MISS', expect.stringContaining('render #5 ')]);
    expect((await gw.get('/ro/vitamine')).headers['x-cache']).toBe('HIT');
    await gw.app.close();
  });

  it('keeps the copy for PAGE_CACHE_STALE_S after it expired, and no longer', async () => {
    const clock = { now: 1_000_000 };
    const gw = await gatewayAt(clock, { PAGE_CACHE_STALE_S: '600' });
    await gw.get('/ro/vitamine');
    gw.state.outcome = 'throws';
    clock.now += TTL_MS + 599_000;
    expect((await gw.get('/ro/vitamine')).headers['x-cache']).toBe('STALE');
    clock.now += 2000;
    const gone = await gw.get('/ro/vitamine');
    expect(gone.statusCode).toBe(500);
    expect(gone.body).toContain('Ceva nu a mers bine.');
    await gw.app.close();
  });
});

describe('a failing page store', () => {
  /** A store that fails every call, counting how often it was asked. */
  function brokenStore() {
    const calls = { count: 0 };
    const fail = async () => {
      calls.count += 1;
      throw new Error('store down');
    };
    const store: PageCache = {
      get: fail,
      set: fail,
      purge: fail,
      purgeTags: fail,
      ready: async () => false,
      close: async () => undefined,
    };
    return { store, calls };
  }

  it('is skipped for the cool-down after N failures in a row, then tried again', async () => {
    const clock = { now: 1_000_000 };
    const { store, calls } = brokenStore();
    const renderer = switchableRenderer();
    const env = { PAGE_CACHE_BREAKER_FAILURES: '3', PAGE_CACHE_BREAKER_COOLDOWN_MS: '10000' };
    const gw = await pageGateway({
      apiUrl: api.url,
      env,
      deps: { render: renderer.render, pageCache: store, now: () => clock.now },
    });
    for (let i = 0; i < 3; i += 1) expect((await gw.get(`/ro/p${i}`)).statusCode).toBe(200);
    expect(calls.count).toBe(3);
    for (let i = 0; i < 5; i += 1) expect((await gw.get(`/ro/q${i}`)).statusCode).toBe(200);
    expect(calls.count).toBe(3);
    clock.now += 10_000;
    await gw.get('/ro/r');
    expect(calls.count).toBe(4);
    // Still down: one failure opens it again at once.
    await gw.get('/ro/s');
    expect(calls.count).toBe(4);
    await gw.app.close();
  });
});
