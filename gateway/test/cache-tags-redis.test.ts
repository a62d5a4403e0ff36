// Every gateway node hears the back end's changes on the Redis channel (CACHE_TAGS_CHANNEL): two
// gateways sharing one Redis page store render again what a message names, each drops the frame
// data it names, the admin API's purge by tags reaches the other node, and a node whose
// subscription was lost purges everything once it is back (it may have missed messages).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/render/render-page.ts';
import { ADMIN_TOKEN, dropRedisPrefix, pageGateway, REDIS_URL, redisEnv } from './helpers/page-gateway.ts';
import { priceRemote, startTaggedBackEnd } from './helpers/tagged-back-end.ts';

const SETTINGS = '/settings/global_site_settings';
const env = { ...redisEnv(), CACHE_TAGS_CHANNEL: `vitrina-test:${randomUUID()}:cache-tags` };
const redis = new Redis(REDIS_URL);

let api: Awaited<ReturnType<typeof startTaggedBackEnd>>;
let nodes: Awaited<ReturnType<typeof node>>[] = [];

async function node() {
  const gw = await pageGateway({ apiUrl: api.url, env, deps: { render: renderPage, remotes: priceRemote() } });
  const visit = async (url: string) => {
    const res = await gw.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return { cache: res.headers['x-cache'], price: /price (\w+)/.exec(res.body)?.[1] };
  };
  return { ...gw, visit };
}

/** Renders a page no cache answers (a query) and says whether the node asked for the settings. */
let probe = 0;
async function asksForSettings(gw: Awaited<ReturnType<typeof node>>): Promise<boolean> {
  const before = api.callsTo(SETTINGS);
  probe += 1;
  await gw.visit(`/ro/product/2?probe=${probe}`);
  return api.callsTo(SETTINGS) > before;
}

/** Until every node has its subscription (a message published before would be heard by none); at most 10 s. */
async function subscribed(count: number) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const [, listening] = (await redis.pubsub('NUMSUB', env.CACHE_TAGS_CHANNEL)) as [string, number];
    if (listening === count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the channel never had ${count} subscribers`);
}

beforeAll(async () => {
  api = await startTaggedBackEnd();
  nodes = [await node(), await node()];
  await subscribed(2);
});
afterAll(async () => {
  for (const gw of nodes) await gw.app.close();
  await api?.close();
  await dropRedisPrefix(env.PAGE_CACHE_KEY_PREFIX);
  await redis.quit();
});

describe('cache tags over Redis, two gateway nodes', () => {
  it('renders again on every node what a message names, and nothing else', async () => {
    const [a, b] = nodes as [Awaited<ReturnType<typeof node>>, Awaited<ReturnType<typeof node>>];
    expect(await a.visit('/ro/product/1')).toEqual({ cache: 'MISS', price: '10' });
    expect(await b.visit('/ro/product/1')).toEqual({ cache: 'HIT', price: '10' });
    expect((await b.visit('/ro/product/2')).cache).toBe('MISS');
    api.setPrice('1', 15);
    try {
      await redis.publish(env.CACHE_TAGS_CHANNEL, JSON.stringify({ tags: ['product:1'] }));
      // A HIT changes nothing, so asking until the new price shows is no change of what is asked.
      await expect.poll(async () => (await b.visit('/ro/product/1')).price).toBe('15');
      expect(await a.visit('/ro/product/1')).toEqual({ cache: 'HIT', price: '15' });
      expect(await a.visit('/ro/product/2')).toEqual({ cache: 'HIT', price: '20' });
    } finally {
      api.setPrice('1', 10);
    }
  });

  it("drops each node's frame data that a message names", async () => {
    for (const gw of nodes) expect(await asksForSettings(gw)).toBe(false);
    await redis.publish(env.CACHE_TAGS_CHANNEL, JSON.stringify({ tags: ['assortment:1'] }));
    for (const gw of nodes) await expect.poll(() => asksForSettings(gw)).toBe(true);
  });

  it('ignores a message that is not a list of tags', async () => {
    const [a] = nodes as [Awaited<ReturnType<typeof node>>];
    await a.visit('/ro/product/2');
    for (const junk of ['not json', '{"tags": "product:2"}', '{"tags": ["bad tag"]}'])
      await redis.publish(env.CACHE_TAGS_CHANNEL, junk);
    // Heard in order: once this one has purged its page, the junk before it was read and passed over.
    await redis.publish(env.CACHE_TAGS_CHANNEL, JSON.stringify({ tags: ['product:1'] }));
    await expect.poll(async () => (await a.visit('/ro/product/1')).cache).toBe('MISS');
    expect((await a.visit('/ro/product/2')).cache).toBe('HIT');
  });

  it("purges by tags through one node's admin API, on every node", async () => {
    const [a, b] = nodes as [Awaited<ReturnType<typeof node>>, Awaited<ReturnType<typeof node>>];
    await a.visit('/ro/product/2');
    expect(await asksForSettings(b)).toBe(false);
    const res = await a.app.inject({
      method: 'POST',
      url: '/admin/cache/purge',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { tags: ['assortment:1'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ removed: expect.any(Number), frameData: 1 });
    expect(res.json().removed).toBeGreaterThan(0);
    expect((await b.visit('/ro/product/2')).cache).toBe('MISS');
    await expect.poll(() => asksForSettings(b)).toBe(true);
  });

  it('purges everything on a node whose subscription was lost, once it is back', async () => {
    const [a] = nodes as [Awaited<ReturnType<typeof node>>];
    await a.visit('/ro/product/2');
    expect((await a.visit('/ro/product/2')).cache).toBe('HIT');
    const clients = (await redis.client('LIST')) as string;
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(`name=cache-tags:${env.CACHE_TAGS_CHANNEL} `))
      .map((line) => /id=(\d+)/.exec(line)![1]!);
    expect(ids).toHaveLength(2);
    // One node loses its subscription; nothing is published meanwhile, yet it cannot know that.
    await redis.client('KILL', 'ID', ids[0]!);
    await expect.poll(async () => (await a.visit('/ro/product/2')).cache).toBe('MISS');
    await subscribed(2);
  });
});
