// Two gateway processes on one Redis, as in production: a save on one reaches the sockets held by
// the other, their writers interleave without losing a line, the lock is one for both, and a Redis
// that is down makes cart calls 503 instead of hanging.
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRedisPrefix, REDIS_URL } from '../helpers/page-gateway.ts';
import type { CartApi } from './cart-api.ts';
import { startCartApi } from './cart-api.ts';
import type { Gateway } from './cart-gateway.ts';
import { cartGateway, cartRedisEnv, guestToken, order, shopper } from './cart-gateway.ts';
import type { CartSocket } from './socket-client.ts';
import { openCartSocket } from './socket-client.ts';

let api: CartApi;
let one: Gateway;
let two: Gateway;
const env = cartRedisEnv();
const sockets: CartSocket[] = [];

beforeAll(async () => {
  api = await startCartApi();
  one = await cartGateway(api.url, env);
  two = await cartGateway(api.url, env);
  await two.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await one?.close();
  await two?.close();
  await api?.close();
  await dropRedisPrefix(env.CART_KEY_PREFIX);
});

type Line = { product: { productId: string } };

/** A tab adding lines one by one: read, save with the version read, on 409 read again and retry. */
async function addLines(app: Gateway, access: string, ids: string[]): Promise<number> {
  const tab = shopper(app, { access });
  let conflicts = 0;
  for (const id of ids)
    for (;;) {
      const read = await tab.get();
      const { order: stored, version } = read.statusCode === 404 ? { order: null, version: 0 } : read.json().data;
      const products = [...((stored?.localCart?.products as Line[] | undefined) ?? []), { product: { productId: id } }];
      const res = await tab.save({ order: { localCart: { products } }, replace: true, expectedVersion: version });
      if (res.statusCode === 200) break;
      expect(res.json()).toMatchObject({ code: 'version_conflict' });
      conflicts++;
    }
  return conflicts;
}

describe('two gateway processes on one Redis', () => {
  it("relay a save on one to the owner's socket on the other", async () => {
    const guest = guestToken('relay');
    const port = (two.server.address() as { port: number }).port;
    const socket = await openCartSocket(port, { cookie: shopper(two, { guest }).cookie });
    sockets.push(socket);
    await socket.next((message) => message.type === 'ready');
    await shopper(one, { guest }).save({ order: order('p1') }, '', { 'x-tab-id': 'tab-on-one' });
    expect(await socket.next((message) => message.type === 'cart:event')).toEqual({
      type: 'cart:event',
      group: 0,
      version: 1,
      origin: 'tab-on-one',
    });
    expect((await shopper(two, { guest }).get()).json()).toEqual({ data: { order: order('p1'), version: 1 } });
  });

  it('end 200 interleaved saves of two tabs, one on each process, in the serial result with no lost line', async () => {
    const access = await api.signIn(40);
    const ids = (tab: string) => Array.from({ length: 100 }, (_, i) => `${tab}${i}`);
    const conflicts = await Promise.all([addLines(one, access, ids('a')), addLines(two, access, ids('b'))]);
    const { data } = (await shopper(one, { access }).get()).json();
    const saved = (data.order.localCart.products as Line[]).map((line) => line.product.productId);
    expect(data.version).toBe(200);
    expect(saved.filter((id) => id.startsWith('a'))).toEqual(ids('a'));
    expect(saved.filter((id) => id.startsWith('b'))).toEqual(ids('b'));
    expect(conflicts[0]! + conflicts[1]!).toBeGreaterThan(0);
  });

  it('share the cart lock: a fenced save is refused on either once the lease is gone', async () => {
    const access = await api.signIn(41);
    const taken = await shopper(one, { access }).lock('POST', { holder: 'tab-1' });
    const { token } = taken.json().data;
    expect((await shopper(two, { access }).lock('POST', { holder: 'tab-2' })).statusCode).toBe(409);
    expect((await shopper(two, { access }).save({ order: order('m'), lockToken: token })).statusCode).toBe(200);
    // The lease passing, as Redis sees it: the lock key is gone, as when its expiry is reached.
    const client = new Redis(REDIS_URL);
    await client.del(`${env.CART_KEY_PREFIX}l:pharmacy:user:41:0`);
    await client.quit();
    const late = await shopper(two, { access }).save({ order: order('late'), lockToken: token });
    expect(late.json()).toMatchObject({ code: 'lock_lost', currentVersion: 1 });
    expect((await shopper(one, { access }).lock('POST', { holder: 'tab-2' })).json().data.token).toBeGreaterThan(token);
  });
});

describe('a gateway whose Redis is down', () => {
  it('answers cart calls 503 at once, in the error shape', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const deadPort = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    const down = await cartGateway(api.url, { REDIS_URL: `redis://127.0.0.1:${deadPort}`, CART_KEY_PREFIX: 'dead:' });
    try {
      const res = await shopper(down, { guest: guestToken('down') }).save({ order: order('x') });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'cart_store_unavailable' });
    } finally {
      await down.close();
    }
  });
});
