// Issue 21, goal 2: a page's scope is forked from the shop's frame data filled once per shop and
// language, not filled again on every page, for as long as the answers it was read from are the
// current ones; a change heard, or a frame call that failed, makes the next page read them again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { $menuTree, $siteSettings } from '@vitrina/events';
import { FrameDataCache } from '../src/render/frame-data-cache.ts';
import { FrameScopes } from '../src/render/frame-scopes.ts';
import { pageScope } from '../src/render/page-scope.ts';
import Fastify from 'fastify';
import { CACHE_SCOPE_HEADER, CACHE_TAG_HEADER, SHOP_SCOPE } from '@vitrina/contract';

/** The back end's four frame answers, shop-wide and tagged as the reference API sends them; the menu can fail. */
async function frameApi() {
  const app = Fastify();
  let menuFails = false;
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode === 200)
      reply.header(CACHE_SCOPE_HEADER, SHOP_SCOPE).header(CACHE_TAG_HEADER, `frame:${req.url.split('/')[2]}`);
    return payload;
  });
  app.get('/settings/global_site_settings', async () => ({ project: 'Farmacia Verde' }));
  app.get('/settings/footer_settings', async () => ({}));
  app.get('/general/brand', async () => []);
  app.get('/general/menu_tree', async (_req, reply) =>
    menuFails ? reply.code(503).send({ code: 'unavailable', message: 'no', fieldErrors: {} }) : [],
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    failMenu: (fail: boolean) => void (menuFails = fail),
    close: () => app.close(),
  };
}

let api: Awaited<ReturnType<typeof frameApi>>;
beforeAll(async () => {
  api = await frameApi();
});
afterAll(() => api?.close());

function shop() {
  // A clock that never moves: an answer ages out only when a test says so (a purge).
  const frameData = new FrameDataCache({ ttlMs: 60_000, staleMs: 60_000, loadTimeoutMs: 5_000, now: () => 0 });
  const scopes = new FrameScopes(frameData);
  const asked = vi.spyOn(frameData, 'get');
  /** One page's scope, with the cache tags and troubles the page was told of. */
  async function page(locale: 'ro' | 'ru' = 'ro') {
    const told = { tags: [] as (readonly string[] | null)[], failures: 0 };
    const { scope, frameLoaded } = await pageScope({
      locale,
      context: {
        baseUrl: api.url,
        headers: { 'x-site-token': 'pharmacy-token', 'accept-language': locale },
        onFailure: () => void told.failures++,
      },
      request: { onTags: (tags) => void told.tags.push(tags), onStale: () => void told.failures++ },
      frameData,
      shared: { scopes, key: `pharmacy\n${locale}` },
    });
    return { scope, frameLoaded, told };
  }
  return { frameData, scopes, asked, page };
}

describe("a page's scope and the shop's frame data", () => {
  it('is forked for the next page of the shop and language from the frame data the first read, asking for none of it', async () => {
    const { scopes, asked, page } = shop();
    const first = await page();
    expect(asked).toHaveBeenCalledTimes(4);
    asked.mockClear();

    const second = await page();
    expect(asked).not.toHaveBeenCalled();
    expect(second.frameLoaded).toBe(true);
    expect(second.scope.getState($siteSettings)?.project).toBe('Farmacia Verde');
    // The very objects: the frame rendered once is keyed by them (shell/src/server/frame-key.ts).
    expect(second.scope.getState($siteSettings)).toBe(first.scope.getState($siteSettings));
    expect(second.scope.getState($menuTree)).toBe(first.scope.getState($menuTree));
    // The page carries the cache tags of what it shows, as the first did.
    expect(second.told.tags.flat().sort()).toEqual([
      'frame:brand',
      'frame:footer_settings',
      'frame:global_site_settings',
      'frame:menu_tree',
    ]);
    expect(scopes.counts).toEqual({ filled: 1, forked: 1 });

    await page('ru');
    expect(asked).toHaveBeenCalledTimes(4);
    expect(scopes.counts).toEqual({ filled: 2, forked: 1 });
  });

  it('is read again by the next page once a change is heard', async () => {
    const { frameData, scopes, asked, page } = shop();
    await page();
    await page();
    frameData.purge(['all']);
    asked.mockClear();

    const after = await page();
    expect(asked).toHaveBeenCalledTimes(4);
    expect(after.scope.getState($siteSettings)?.project).toBe('Farmacia Verde');
    expect(scopes.counts).toEqual({ filled: 2, forked: 1 });
  });

  it('is not kept from a page whose frame call failed: the next page asks again', async () => {
    const { scopes, asked, page } = shop();
    api.failMenu(true);
    try {
      const failed = await page();
      expect(failed.told.failures).toBe(1);
    } finally {
      api.failMenu(false);
    }
    asked.mockClear();

    const next = await page();
    expect(asked).toHaveBeenCalledTimes(4);
    expect(next.told.failures).toBe(0);
    expect(scopes.counts).toEqual({ filled: 1, forked: 0 });
  });
});
