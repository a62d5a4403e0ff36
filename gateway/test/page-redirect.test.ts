// A remote that says its page lives at another URL (while preparing) gets a redirect answered,
// the shopper's query kept, and nothing cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import type { PageRenderer } from '../src/http/pages.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
let renders = 0;
const render: PageRenderer = async (page) => {
  renders += 1;
  if (page.path.startsWith('/product/ru-slug'))
    return { status: 301, body: Readable.from([]), redirect: { location: '/ro/product/ro-slug', status: 301 } };
  return { status: 200, body: Readable.from(['<p>page</p>']) };
};

beforeAll(async () => {
  api = await startFakeApi();
  gw = await pageGateway({ apiUrl: api.url, deps: { render } });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

describe('a page that lives elsewhere', () => {
  it('is answered with the redirect, the query kept, and rendered again next time (never cached)', async () => {
    const withQuery = await gw.get('/ro/product/ru-slug?utm_source=mail');
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/ro/product/ro-slug?utm_source=mail');
    const before = renders;
    const plain = await gw.get('/ro/product/ru-slug');
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/ro/product/ro-slug');
    expect(renders).toBe(before + 1);
    expect((await gw.get('/ro/product/ru-slug')).statusCode).toBe(301);
    expect(renders).toBe(before + 2);
  });
});
