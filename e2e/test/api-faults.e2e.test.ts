// Every page type of mf-catalog and mf-content against a back end that fails: its main data
// failing gives the error page with 503, never stored; an object that does not exist gives 404,
// never stored; a secondary section failing gives the page without it, never stored. Real remote
// builds, a real gateway process, the real API behind a proxy that injects the faults.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFaultProxy } from '../src/fault-proxy.ts';
import type { Fault } from '../src/fault-proxy.ts';
import { httpGet } from '../src/http.ts';
import { startGateway } from '../src/stack.ts';

const HOST = 'pharmacy.localhost';
/** What the gateway needs to know the shop and draw its frame: kept working in these tests. */
const FRAME_CALLS =
  /^(sites\/resolve|settings\/global_site_settings|settings\/footer_settings|general\/menu_tree|general\/brand)$/;

let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const pages: Record<string, string> = {};

async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('api')}/${path}`, {
    headers: { 'x-site-token': 'demo-pharmacy', 'accept-language': 'ro' },
  });
  return (await res.json()) as T;
}

beforeAll(async () => {
  proxy = await startFaultProxy(inject('api'));
  gateway = await startGateway(inject('modulesDir'), {
    API_BASE_URL: proxy.url,
    PAGE_BUDGET_MS: '2000',
    REMOTE_TIMEOUT_MS: '5000',
  });
  const list = await apiJson<{ products: { url: string }[] }>('general/product-filter?pagination=1');
  const menu = await apiJson<{ url: string }[]>('general/menu_tree');
  const brands = await apiJson<{ groups: { brands: { slug: string }[] }[] }>('general/brand');
  const articles = await apiJson<{ data: { slug: string }[] }>('base/articles');
  Object.assign(pages, {
    home: '/ro',
    category: `/ro/${menu[0]!.url}`,
    product: `/ro${list.products[0]!.url}`,
    brand: `/ro/brands/${brands.groups[0]!.brands[0]!.slug}`,
    articles: '/ro/articles',
    article: `/ro/articles/${articles.data[0]!.slug}`,
    contacts: '/ro/contacts',
    gallery: '/ro/gallery',
    about: '/ro/about',
    faq: '/ro/faq',
    partners: '/ro/partners',
    feedbacks: '/ro/feedbacks',
    career: '/ro/career',
    page: '/ro/page/about',
  });
});
afterAll(async () => {
  gateway?.stop();
  await proxy?.close();
});

const get = (path: string) => httpGet(gateway.url, path, { host: HOST });

/** Each page under a fault of every call but the frame's: 503, the error page, never stored. */
async function expectFailedPages(fault: Fault, names: string[]) {
  proxy.setRule((path) => (FRAME_CALLS.test(path) ? 'pass' : fault));
  try {
    for (const name of names) {
      const res = await get(pages[name]!);
      expect([name, res.status, res.header('cache-control')]).toEqual([name, 503, 'no-store']);
      expect([name, res.body.includes('data-testid="error-page"')]).toEqual([name, true]);
      expect([name, (await get(pages[name]!)).header('x-cache')]).toEqual([name, 'MISS']);
    }
  } finally {
    proxy.setRule(() => 'pass');
  }
}

describe('a page whose main data fails', () => {
  it('answers 503 with the error page and no-store on every page type (500 from the back end)', async () => {
    await expectFailedPages('fail', Object.keys(pages));
  });

  it.each(['hang', 'reset'] as Fault[])(
    'does the same when the back end %ss, within the page budget',
    async (fault) => {
      await expectFailedPages(fault, ['home', 'category', 'product', 'article', 'contacts']);
    },
  );
});

describe('a healthy back end', () => {
  it('answers an object that does not exist with 404, never stored', async () => {
    for (const path of ['/ro/product/no-such-product-anywhere', '/ro/brands/no-such-brand', '/ro/no-such-category']) {
      const first = await get(path);
      expect([path, first.status, first.header('x-cache')]).toEqual([path, 404, 'MISS']);
      expect([path, (await get(path)).header('x-cache')]).toEqual([path, 'MISS']);
    }
  });

  it('moves a missing article to the news list (spec: an article call error redirects), never stored', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/ro/articles/no-such-article');
      expect([res.status, res.header('location')]).toEqual([302, '/ro/articles']);
      expect(res.header('x-cache')).not.toBe('HIT');
    }
  });

  it('stores a page whose every call answered', async () => {
    const first = await get(pages.contacts!);
    expect(first.status).toBe(200);
    expect((await get(pages.contacts!)).header('x-cache')).toBe('HIT');
  });
});

describe('a page whose secondary section fails', () => {
  it('is shown without that section, and not stored', async () => {
    proxy.setRule((path) =>
      path === 'general/product-filter/recommended' || path === 'base/advantage/main_page' ? 'fail' : 'pass',
    );
    try {
      for (const path of [pages.product!, pages.home!]) {
        const res = await get(path);
        expect([path, res.status, res.header('cache-control')]).toEqual([path, 200, 'no-store']);
        expect([path, (await get(path)).header('x-cache')]).toEqual([path, 'MISS']);
      }
    } finally {
      proxy.setRule(() => 'pass');
    }
  });
});
