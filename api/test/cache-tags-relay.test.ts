// Every gateway node hears what changed: the API relays the tags a write touched to a Redis channel
// (REDIS_URL), and after Redis was away it tells them to purge everything, since it cannot know
// what they missed. The channel is the test's own, on the machine's Redis.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { CacheTagBus } from '../src/cache-tags/bus.ts';
import { startRedisRelay } from '../src/cache-tags/redis-relay.ts';
import { rowsOf } from '../src/db/rows.ts';
import { buildTestApp } from './app.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const channel = `vitrina-test:${randomUUID()}:cache-tags`;
const { database } = await buildTestApp({ cacheTags: { redisUrl: REDIS_URL, channel } });

const subscriber = new Redis(REDIS_URL);
const messages: unknown[] = [];
subscriber.on('message', (_channel: string, message: string) => messages.push(JSON.parse(message)));
await subscriber.subscribe(channel);
afterAll(() => subscriber.quit());

const silent = { warn: () => undefined, info: () => undefined };

describe('changed tags over Redis', () => {
  it('publishes a price change written by hand to every node listening on the channel', async () => {
    const [product] = rowsOf<{ id: number; category_id: number; site_id: number }>(
      await database.db.execute(sql`SELECT id, category_id, site_id FROM products ORDER BY id LIMIT 1`),
    );
    await database.db.execute(sql`UPDATE products SET price_minor = price_minor + 1 WHERE id = ${product!.id}`);
    await expect
      .poll(() => messages, { timeout: 10_000 })
      .toContainEqual({
        tags: [`catalog:${product!.site_id}`, `category:${product!.category_id}`, `product:${product!.id}`],
      });
  });

  it('owes the nodes a purge of everything for a change it could not publish, and pays it once Redis is back', async () => {
    const published: string[] = [];
    let down = true;
    const client = Object.assign(new EventEmitter(), {
      publish: async (_channel: string, message: string) => {
        if (down) throw new Error('Connection is closed.');
        published.push(message);
      },
      quit: async () => undefined,
      disconnect: () => undefined,
    });
    const bus = new CacheTagBus();
    const relay = startRedisRelay({ url: REDIS_URL, channel, bus, log: silent, client });
    bus.publish(['product:1']);
    await Promise.resolve();
    expect(published).toEqual([]);
    down = false;
    client.emit('ready');
    await expect.poll(() => published).toEqual([JSON.stringify({ tags: ['all'] })]);
    bus.publish(['product:2']);
    await expect
      .poll(() => published)
      .toEqual([JSON.stringify({ tags: ['all'] }), JSON.stringify({ tags: ['product:2'] })]);
    // Back again with nothing owed: nothing more to say.
    client.emit('ready');
    await relay.close();
    expect(published).toHaveLength(2);
  });
});
