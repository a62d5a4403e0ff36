// The same-origin /api proxy: the browser never holds the site token, dev mode reaches the back end
// only for a browser that turned it on, and a résumé-sized upload gets through while a larger body
// is refused in the one error shape before it reaches the back end; an advert's photos stream through
// within the API's own limit.
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERT_BODY_MAX_BYTES } from '@vitrina/contract';
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

describe('advert uploads through the /api proxy', () => {
  const origin = 'http://pharmacy.localhost:3000';
  const MIB = 1024 * 1024;
  const upload = (method: 'POST' | 'PATCH', url: string, payload: Buffer | Readable) =>
    app.inject({
      method,
      url,
      headers: { host: HOST, origin, 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });

  it('passes an advert with photos over 6 MiB to the create and edit calls, whole', async () => {
    const body = Buffer.alloc(20 * MIB, 7);
    for (const [method, url] of [
      ['POST', '/api/api/adverts/'],
      ['POST', '/api/api/adverts'],
      ['PATCH', '/api/api/adverts/flat-2-rooms/'],
    ] as const) {
      const res = await upload(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
      expect(res.json<Echo>().bytes).toBe(body.length);
      expect(res.json<Echo>().headers['content-length']).toBe(String(body.length));
    }
  });

  it(`refuses a body declared over the API's ${ADVERT_BODY_MAX_BYTES} bytes with 413 in the one error shape, sending nothing on`, async () => {
    const before = api.uploadedBytes();
    const res = await upload('POST', '/api/api/adverts/', Buffer.alloc(ADVERT_BODY_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: expect.any(String), fieldErrors: {} });
    expect(api.uploadedBytes()).toBe(before);
  });

  it('refuses an upload that does not declare its length (411): it could not be bounded', async () => {
    const res = await upload('PATCH', '/api/api/adverts/flat-2-rooms', Readable.from([Buffer.alloc(1000)]));
    expect(res.statusCode).toBe(411);
    expect(res.json()).toMatchObject({ code: 'length_required', fieldErrors: {} });
  });

  it('keeps the 6 MiB limit on every other call', async () => {
    const res = await upload('POST', '/api/api/adverts/flat-2-rooms/contacts', Buffer.alloc(6 * MIB + 1));
    expect(res.statusCode).toBe(413);
  });

  it('sends the photos on as they arrive, before the shopper has sent the last byte', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const chunk = Buffer.alloc(MIB, 3);
    const before = api.uploadedBytes();
    const req = httpRequest(`${address}/api/api/adverts/`, {
      method: 'POST',
      headers: {
        host: HOST,
        origin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(2 * chunk.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });
    req.write(chunk);
    // The first half reaches the back end while the second is still to come.
    await expect.poll(() => api.uploadedBytes() - before).toBe(chunk.length);
    req.end(chunk);
    expect(await answered).toBe(200);
    expect(api.uploadedBytes() - before).toBe(2 * chunk.length);
  });
});
