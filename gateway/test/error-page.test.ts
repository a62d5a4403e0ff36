// A page whose rendering fails shows the error page with 500 (spec: 'Unknown route middleware |
// 500'); if the error page fails too, a fixed text with a link home.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../src/http/pages.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
const gateways: Awaited<ReturnType<typeof pageGateway>>[] = [];
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  for (const gw of gateways) await gw.app.close();
  await api?.close();
});

const throwingRender: PageRenderer = async () => {
  throw new Error('route middleware not found');
};

async function gatewayWith(deps: Parameters<typeof pageGateway>[0]['deps'], apiUrl = api.url) {
  const gw = await pageGateway({ apiUrl, deps });
  gateways.push(gw);
  return gw;
}

describe('error page', () => {
  it('answers a renderer that throws with the localised error page and 500', async () => {
    const gw = await gatewayWith({ render: throwingRender });
    const res = await gw.get('/ru/about');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-cache']).toBe('BYPASS');
    expect(res.body).toContain('<h1>500</h1>');
    expect(res.body).toContain('Что-то пошло не так.');
    expect(res.body).toContain('<a href="/ru">На главную</a>');
    expect(res.body).not.toContain('route middleware not found');
  });

  it("says 'page not found' on a 404 it answers itself, not 'something went wrong'", async () => {
    const gw = await gatewayWith({});
    const res = await gw.get(`/ro/product/${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404</h1><p>Pagina nu a fost găsită</p>');
    expect(res.body).not.toContain('Ceva nu a mers bine.');
  });

  it('is not cached: the next request renders again', async () => {
    let calls = 0;
    const failingOnce: PageRenderer = async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return { status: 200, body: Readable.from(['<p>fine</p>']) };
    };
    const gw = await gatewayWith({ render: failingOnce });
    expect((await gw.get('/ro/about')).statusCode).toBe(500);
    const next = await gw.get('/ro/about');
    expect(next.statusCode).toBe(200);
    expect(next.body).toBe('<p>fine</p>');
  });

  it('answers a page whose stream breaks half-way the same way, when it was being cached', async () => {
    const breaking: PageRenderer = async () => {
      async function* chunks() {
        yield '<!doctype html><p>half';
        throw new Error('stream broke');
      }
      return { status: 200, body: Readable.from(chunks()) };
    };
    const gw = await gatewayWith({ render: breaking });
    const res = await gw.get('/en/about');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Something went wrong.');
    expect((await gw.get('/en/about')).statusCode).toBe(500);
  });

  it('shows the error page with 503, never stored, when the shop lookup itself fails (back end down)', async () => {
    const gw = await gatewayWith({}, 'http://127.0.0.1:9');
    const res = await gw.get('/ro/about');
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Ceva nu a mers bine.');
  });

  it('falls back to the fixed text with a link home when the error page fails too', async () => {
    const gw = await gatewayWith({
      render: throwingRender,
      renderErrorPage: () => {
        throw new Error('error page broken');
      },
    });
    const res = await gw.get('/ro/about');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('An error occurred while showing the error page');
    expect(res.body).toContain('<a href="/">');
  });
});
