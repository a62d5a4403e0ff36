// Pages rendered for real from a back end that tags its answers: a change the back end publishes
// renders again exactly the pages (and the shared frame data) that show it, while the rest stay
// cached; pages are kept long only when a change can reach them. Changes come in process here
// (the Redis channel has its own file); both page stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TagFeedFactory } from '../src/cache/create-page-cache.ts';
import { renderPage } from '../src/render/render-page.ts';
import { dropRedisPrefix, pageGateway, redisEnv } from './helpers/page-gateway.ts';
import { priceRemote, startTaggedBackEnd } from './helpers/tagged-back-end.ts';

let api: Awaited<ReturnType<typeof startTaggedBackEnd>>;
beforeAll(async () => {
  api = await startTaggedBackEnd();
});
afterAll(() => api?.close());

/** A change feed in this process: `publish` settles once the gateway has purged. */
function inProcessFeed() {
  let onTags: (tags: readonly string[]) => Promise<void> = async () => undefined;
  const factory: TagFeedFactory = (handler) => {
    onTags = handler;
    return { publish: (tags) => onTags(tags), close: async () => undefined };
  };
  return { factory, publish: (tags: string[]) => onTags(tags) };
}

const SETTINGS = '/settings/global_site_settings';
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

interface GatewayOptions {
  env?: Record<string, string>;
  /** false: no change feed at all (no Redis, none given). */
  feed?: boolean;
  clock?: { now: number };
}

/** A gateway rendering the price remote for real; `visit` says how a page was served and its price. */
async function startGateway(options: GatewayOptions) {
  const env = options.env ?? {};
  const changes = inProcessFeed();
  const clock = options.clock ?? { now: 1_000_000 };
  const gw = await pageGateway({
    apiUrl: api.url,
    env,
    deps: {
      render: renderPage,
      remotes: priceRemote(),
      now: () => clock.now,
      ...(options.feed === false ? {} : { tagFeed: changes.factory }),
    },
  });
  closers.push(async () => {
    await gw.app.close();
    if (env.PAGE_CACHE_KEY_PREFIX) await dropRedisPrefix(env.PAGE_CACHE_KEY_PREFIX);
  });
  const visit = async (url: string) => {
    const res = await gw.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return { cache: res.headers['x-cache'], price: /price (\w+)/.exec(res.body)?.[1] };
  };
  return { ...gw, visit, publish: changes.publish };
}

describe('a gateway that hears no changes (no REDIS_URL, no feed)', () => {
  it('keeps even a tagged page only for the untagged time', async () => {
    const clock = { now: 1_000_000 };
    const gw = await startGateway({ clock, feed: false, env: { PAGE_CACHE_UNTAGGED_TTL_S: '7200' } });
    await gw.visit('/ro/product/2');
    clock.now += 7199 * 1000;
    expect((await gw.visit('/ro/product/2')).cache).toBe('HIT');
    clock.now += 1000;
    expect((await gw.visit('/ro/product/2')).cache).toBe('MISS');
  });
});

describe.each([
  ['memory', () => ({})],
  ['redis', redisEnv],
] as const)('purge by cache tags on the %s store', (_name, envFor) => {
  const tagGateway = (options: GatewayOptions = {}) =>
    startGateway({ ...options, env: { ...envFor(), ...options.env } });

  it('renders a changed product again and keeps every other page', async () => {
    const gw = await tagGateway();
    expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'MISS', price: '10' });
    expect(await gw.visit('/ro/product/2')).toEqual({ cache: 'MISS', price: '20' });
    expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'HIT', price: '10' });
    api.setPrice('1', 11);
    try {
      await gw.publish(['product:1']);
      expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'MISS', price: '11' });
      expect(await gw.visit('/ro/product/2')).toEqual({ cache: 'HIT', price: '20' });
      expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'HIT', price: '11' });
    } finally {
      api.setPrice('1', 10);
    }
  });

  it('keeps a tagged page for PAGE_CACHE_TTL_S, and a page with an untagged answer for the untagged time', async () => {
    const clock = { now: 1_000_000 };
    const gw = await tagGateway({ clock, env: { PAGE_CACHE_TTL_S: '86400', PAGE_CACHE_UNTAGGED_TTL_S: '7200' } });
    await gw.visit('/ro/product/1');
    await gw.visit('/ro/untagged');
    clock.now += 7200 * 1000;
    expect((await gw.visit('/ro/product/1')).cache).toBe('HIT');
    expect((await gw.visit('/ro/untagged')).cache).toBe('MISS');
    clock.now += (86_400 - 7200) * 1000;
    expect((await gw.visit('/ro/product/1')).cache).toBe('MISS');
  });

  it('asks the back end again for the frame data a change names, and only for it', async () => {
    const clock = { now: 1_000_000 };
    const gw = await tagGateway({ clock });
    await gw.visit('/ro/product/1');
    // The shop lookup asks for the settings too (the shop's title): both are counted.
    const before = { settings: api.callsTo(SETTINGS), menu: api.callsTo('/general/menu_tree') };
    // Tagged and heard: shared beyond FRAME_DATA_TTL_MS (30 s; the shop lookup keeps a minute).
    clock.now += 45_000;
    expect((await gw.visit('/ro/product/2?x=1')).price).toBe('20');
    expect(api.callsTo(SETTINGS)).toBe(before.settings);
    await gw.publish(['assortment:1']);
    // Every page shows the settings: the product page is rendered again, with the settings asked anew.
    expect((await gw.visit('/ro/product/1')).cache).toBe('MISS');
    expect(api.callsTo(SETTINGS)).toBe(before.settings + 2);
    expect(api.callsTo('/general/menu_tree')).toBe(before.menu);
  });

  it('does not keep a page whose data changed while it was rendering', async () => {
    const gw = await tagGateway();
    const release = api.hold();
    const calls = api.callsTo('/general/product/1');
    const rendering = gw.visit('/ro/product/1');
    await expect.poll(() => api.callsTo('/general/product/1')).toBe(calls + 1);
    api.setPrice('1', 12);
    try {
      await gw.publish(['product:1']);
      release();
      // Read before the change: shown to this shopper, kept for no one.
      expect(await rendering).toEqual({ cache: 'MISS', price: '10' });
      expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'MISS', price: '12' });
      expect(await gw.visit('/ro/product/1')).toEqual({ cache: 'HIT', price: '12' });
    } finally {
      api.setPrice('1', 10);
    }
  });

  it('serves a purged page’s kept copy while the back end fails (stale-on-error)', async () => {
    const gw = await tagGateway();
    await gw.visit('/ro/product/2');
    await gw.publish(['product:2']);
    api.fail(true);
    try {
      expect(await gw.visit('/ro/product/2')).toEqual({ cache: 'STALE', price: '20' });
    } finally {
      api.fail(false);
    }
    expect(await gw.visit('/ro/product/2')).toEqual({ cache: 'MISS', price: '20' });
  });

  it('renders every page again for `all`', async () => {
    const gw = await tagGateway();
    await gw.visit('/ro/product/1');
    await gw.visit('/ro/untagged');
    await gw.publish(['all']);
    expect((await gw.visit('/ro/product/1')).cache).toBe('MISS');
    expect((await gw.visit('/ro/untagged')).cache).toBe('MISS');
  });
});
