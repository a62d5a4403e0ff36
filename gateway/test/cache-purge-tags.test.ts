// Ops purge by cache tags through the admin API ({"tags": [...]}), as the back end's changes do:
// the pages showing what is named are rendered again, the others stay cached. Bad bodies answer
// 400 in the one error shape and purge nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/render/render-page.ts';
import { ADMIN_TOKEN, pageGateway } from './helpers/page-gateway.ts';
import { priceRemote, startTaggedBackEnd } from './helpers/tagged-back-end.ts';

let api: Awaited<ReturnType<typeof startTaggedBackEnd>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
beforeAll(async () => {
  api = await startTaggedBackEnd();
  gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes: priceRemote() } });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const purge = (payload: unknown, headers: Record<string, string> = auth) =>
  gw.app.inject({ method: 'POST', url: '/admin/cache/purge', headers, payload: payload as object });
const cacheOf = async (url: string) => (await gw.get(url)).headers['x-cache'];

describe('admin purge by cache tags', () => {
  it('refuses a call without the admin token', async () => {
    const res = await purge({ tags: ['product:1'] }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', fieldErrors: {} });
  });

  it.each([
    [{ tags: [] }, 'tags'],
    [{ tags: 'product:1' }, 'tags'],
    [{ tags: ['product 1'] }, 'tags.0'],
    [{ tags: ['product:1', 7] }, 'tags.1'],
    [{ tags: ['product:1'], brand: 'pharmacy' }, 'tags'],
    [{ tags: ['product:1'], all: true }, 'tags'],
  ])('answers 400 naming the bad field for %j, and purges nothing', async (payload, field) => {
    await gw.get('/ro/product/1');
    const res = await purge(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    expect(await cacheOf('/ro/product/1')).toBe('HIT');
  });

  it('renders again the pages showing what it names, and says how many pages and frame data it reached', async () => {
    await gw.get('/ro/product/1');
    await gw.get('/ro/product/2');
    const res = await purge({ tags: ['product:1'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 1, frameData: 0 });
    expect(await cacheOf('/ro/product/1')).toBe('MISS');
    expect(await cacheOf('/ro/product/2')).toBe('HIT');
    // Every page and the settings carry the shop's assortment.
    expect((await purge({ tags: ['assortment:1'] })).json()).toEqual({ removed: 2, frameData: 1 });
  });
});
