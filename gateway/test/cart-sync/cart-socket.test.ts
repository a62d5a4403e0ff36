// /ws/cart on a listening gateway with real `ws` clients (memory event bus): `ready` on connect,
// `cart:event` to the owner's other tabs at every write, and the refusals before the upgrade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartApi } from './cart-api.ts';
import { startCartApi } from './cart-api.ts';
import type { Gateway } from './cart-gateway.ts';
import { cartGateway, guestToken, order, shopper } from './cart-gateway.ts';
import type { CartSocket, SocketOptions } from './socket-client.ts';
import { openCartSocket } from './socket-client.ts';

let api: CartApi;
let app: Gateway;
let port: number;
const sockets: CartSocket[] = [];

beforeAll(async () => {
  api = await startCartApi();
  app = await cartGateway(api.url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await app?.close();
  await api?.close();
});

async function open(options: SocketOptions): Promise<CartSocket> {
  const socket = await openCartSocket(port, options);
  sockets.push(socket);
  await socket.next((message) => message.type === 'ready');
  return socket;
}

/** The status and error code of a refused handshake. */
async function refusal(options: SocketOptions): Promise<{ status: number; code: string }> {
  const error = (await openCartSocket(port, options).then(
    () => expect.fail('the socket was opened'),
    (reason: unknown) => reason,
  )) as { status: number; body: string };
  return { status: error.status, code: JSON.parse(error.body).code };
}

const eventOf = (version: number) => (message: Record<string, unknown>) =>
  message.type === 'cart:event' && message.version === version;

describe('cart socket', () => {
  it("says ready, then tells the owner's other tabs of each save and delete, without echoing the writer", async () => {
    const guest = guestToken('tabs');
    const cookie = shopper(app, { guest }).cookie;
    const [tab1, tab2] = [await open({ cookie, tab: 'tab-1' }), await open({ cookie, tab: 'tab-2' })];
    expect(tab1.messages).toEqual([{ type: 'ready' }]);
    const ana = shopper(app, { guest });
    await ana.save({ order: order('p1'), replace: true }, '', { 'x-tab-id': 'tab-1' });
    expect(await tab2.next(eventOf(1))).toEqual({ type: 'cart:event', group: 0, version: 1, origin: 'tab-1' });
    await ana.remove('', { 'x-tab-id': 'tab-2' });
    expect(await tab1.next(eventOf(2))).toEqual({ type: 'cart:event', group: 0, version: 2, origin: 'tab-2' });
    // Events arrive in order: had tab 1 been sent its own save (version 1), it would be here already.
    expect(tab1.messages).toEqual([{ type: 'ready' }, { type: 'cart:event', group: 0, version: 2, origin: 'tab-2' }]);
  });

  it("reaches every browser of a signed-in account, and no other shopper's socket", async () => {
    const access = await api.signIn(30);
    const phone = await open({ cookie: shopper(app, { access }).cookie });
    const stranger = await open({ cookie: shopper(app, { guest: guestToken('stranger') }).cookie });
    await shopper(app, { access: await api.signIn(30) }).save({ order: order('laptop') }, '?group_token=2');
    expect(await phone.next(eventOf(1))).toEqual({ type: 'cart:event', group: 2, version: 1 });
    await shopper(app, { guest: guestToken('stranger') }).save({ order: order('own') });
    await stranger.next(eventOf(1));
    expect(stranger.messages).toHaveLength(2);
  });

  it.each([
    ['without any identity', {}, 401, 'not_authenticated'],
    ['with a short guest token', { cookie: 'user_token=short' }, 401, 'not_authenticated'],
    ['in dev mode (cookie)', { cookie: `user_token=${guestToken('dev')}; dev-mode=true` }, 403, 'dev_mode'],
    [
      'from another site',
      { cookie: `user_token=${guestToken('x')}`, origin: 'http://evil.example' },
      403,
      'cross_site_request',
    ],
    [
      'on a host no shop is served at',
      { cookie: `user_token=${guestToken('x')}`, host: 'nowhere.localhost' },
      404,
      'unknown_site',
    ],
  ])('is refused before the upgrade %s', async (_case, options, status, code) => {
    expect(await refusal(options)).toEqual({ status, code });
  });

  it('is refused in dev mode turned on by the query, and with a session the API no longer takes', async () => {
    const cookie = `user_token=${guestToken('devq')}`;
    expect(await refusal({ cookie, query: 'dev_mode=true' })).toEqual({ status: 403, code: 'dev_mode' });
    const access = await api.signIn(31);
    api.revoke(access);
    expect(await refusal({ cookie: `token=${access}` })).toEqual({ status: 401, code: 'not_authenticated' });
    const expiring = await api.signIn(32, 10);
    expect(await refusal({ cookie: `token=${expiring}` })).toEqual({ status: 401, code: 'not_authenticated' });
  });

  it('keeps a bounded number of sockets per shopper', async () => {
    const cookie = `user_token=${guestToken('many')}`;
    for (let i = 0; i < 20; i++) await open({ cookie });
    expect(await refusal({ cookie })).toEqual({ status: 429, code: 'too_many_sockets' });
    expect((await open({ cookie: `user_token=${guestToken('other')}` })).messages).toEqual([{ type: 'ready' }]);
  });

  it('answers a plain GET like any unknown service path', async () => {
    const res = await app.inject({ url: '/ws/cart', headers: { host: 'pharmacy.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
