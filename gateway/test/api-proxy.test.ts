// The same-origin /api proxy: the browser never holds the site token, dev mode reaches the back end
// only for a browser that turned it on, and a résumé-sized upload gets through while a larger body
// is refused in the one error shape before it reaches the back end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyGateway } from './helpers/proxy-gateway.ts';
import { startFakeApi } from './helpers/fake-api.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let app: Awaited<ReturnType<typeof proxyGateway>>;
const HOST = 'pharmacy.localhost:3000';
type Echo = { headers: Record<string, string>; bytes: number };

beforeAll(async () => {
  api = await startFakeApi();
  app = await proxyGateway(api.url);
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

describe('/api proxy', () => {
  it("adds the shop's token and passes no dev-mode header without the cookie", async () => {
    const res = await app.inject({ url: '/api/echo', headers: { host: HOST, 'x-site-token': 'demo-forged' } });
    expect(res.statusCode).toBe(200);
    const { headers } = res.json<Echo>();
    expect(headers['x-site-token']).toBe('demo-pharmacy');
    expect(headers).not.toHaveProperty('dev-mode');
  });

  it("names the guest's cart by the user_token cookie, never by a header the client sends", async () => {
    const token = 'g'.repeat(32);
    const res = await app.inject({
      url: '/api/echo',
      headers: { host: HOST, cookie: `user_token=${token}`, 'x-guest-token': 'h'.repeat(32) },
    });
    expect(res.json<Echo>().headers['x-guest-token']).toBe(token);
    const forged = await app.inject({ url: '/api/echo', headers: { host: HOST, 'x-guest-token': 'h'.repeat(32) } });
    expect(forged.json<Echo>().headers).not.toHaveProperty('x-guest-token');
  });

  it("passes a back-end redirect to the browser instead of following it, and a back-end page's own CSP", async () => {
    const origin = 'http://pharmacy.localhost:3000';
    const pressed = await app.inject({
      method: 'POST',
      url: '/api/payments/demo/pay-1/approve',
      headers: { host: HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${origin}/ro/cart/payment/7`);
    const page = await app.inject({ url: '/api/payments/demo/pay-1', headers: { host: HOST } });
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; form-action 'self'");
  });

  it('tells the back end about dev mode when the browser carries the dev-mode cookie', async () => {
    const res = await app.inject({ url: '/api/echo', headers: { host: HOST, cookie: 'lang=ro; dev-mode=true' } });
    expect(res.json<Echo>().headers['dev-mode']).toBe('true');
  });

  it('passes a 5 MiB upload through whole', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024 + 1000, 7);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: {
        host: HOST,
        origin: 'http://pharmacy.localhost:3000',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Echo>().bytes).toBe(body.length);
  });

  it('refuses a body over 6 MiB with 413 in the one error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host: HOST, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(6 * 1024 * 1024 + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), fieldErrors: {} });
  });

  it('answers a host that names no shop in the one error shape, as JSON', async () => {
    for (const [host, status, code] of [
      ['bad_host!.localhost', 400, 'bad_host'],
      ['nobody.localhost', 404, 'unknown_site'],
    ] as const) {
      const res = await app.inject({ url: '/api/echo', headers: { host } });
      expect([res.statusCode, res.headers['content-type']]).toEqual([status, 'application/json; charset=utf-8']);
      expect(res.json()).toEqual({ code, message: expect.any(String), fieldErrors: {} });
    }
  });
});
