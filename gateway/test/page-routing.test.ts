// The URL rules a shopper meets before any page renders: locale prefix, root language choice,
// trailing and double slashes. The stand-in shop offers ro, ru and en; main ro.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi } from './helpers/fake-api.ts';
import { HOST, pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
beforeAll(async () => {
  api = await startFakeApi();
  gw = await pageGateway({ apiUrl: api.url });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

const LOCALE_COOKIE_ATTRIBUTES = 'Max-Age=31536000; Path=/; SameSite=Lax';

describe('locale prefix', () => {
  it.each([
    ['/page/about?x=1', '/ro/page/about?x=1'],
    ['/about/', '/ro/about'],
    ['/de/x?y=1', '/ro/x?y=1'],
    ['/uk/contacts', '/ro/contacts'],
    ['/RU/contacts', '/ru/contacts'],
    ['/de', '/ro'],
  ])("%s goes to %s with 302 (it depends on the shop's languages, which can change)", async (from, to) => {
    const res = await gw.get(from);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("serves a path with one of the shop's locales as it is, the locale root included", async () => {
    for (const [url, path] of [
      ['/ro', '/'],
      ['/ru/about', '/about'],
      ['/en/articles/a-b', '/articles/a-b'],
    ] as const) {
      const res = await gw.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`${url.split('/')[1]} ${path}</p>`);
    }
  });
});

describe('slashes', () => {
  it.each([
    ['/ro/about/', '/ro/about'],
    ['/ru/articles/x/?page=2', '/ru/articles/x?page=2'],
    ['/ro/', '/ro'],
  ])('%s loses its trailing slash with 301', async (from, to) => {
    const res = await gw.get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ['//', '/'],
    ['/ro//about?q=1', '/?q=1'],
    ['//shop.example/x', '/'],
    ['/about//x/', '/'],
    ['/ro/about//', '/'],
  ])('a double slash in %s gives 301 to the root, keeping the query', async (from, to) => {
    const res = await gw.get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe('a section root', () => {
  it.each([
    ['/en/account/', '/en/account', 301],
    ['/account', '/ro/account', 302],
  ])("%s only gets its spelling fixed (%s): where it leads is the remote's rule", async (from, to, status) => {
    const res = await gw.get(from);
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(to);
  });
});

describe('root', () => {
  it('sends a first-time visitor to the main language and remembers the choice for a year', async () => {
    const res = await gw.get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ro');
    expect(res.headers['set-cookie']).toBe(`i18n_redirected=ro; ${LOCALE_COOKIE_ATTRIBUTES}`);
  });

  it('takes the best-weighted browser language the shop offers', async () => {
    const res = await gw.get('/', { 'accept-language': 'uk-UA,uk;q=0.95,ru;q=0.8,en;q=0.9' });
    expect(res.headers.location).toBe('/en');
    expect(res.headers['set-cookie']).toBe(`i18n_redirected=en; ${LOCALE_COOKIE_ATTRIBUTES}`);
  });

  it("prefers the saved language to the browser's, and sets no cookie then", async () => {
    const res = await gw.get('/', { cookie: 'i18n_redirected=ru', 'accept-language': 'en' });
    expect(res.headers.location).toBe('/ru');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a saved language the shop does not offer, and replaces it', async () => {
    const res = await gw.get('/', { cookie: 'i18n_redirected=uk', 'accept-language': 'uk, ru;q=0.5' });
    expect(res.headers.location).toBe('/ru');
    expect(res.headers['set-cookie']).toBe(`i18n_redirected=ru; ${LOCALE_COOKIE_ATTRIBUTES}`);
  });

  it('keeps the query (/?login=true opens the login)', async () => {
    const res = await gw.get('/?login=true', { cookie: 'i18n_redirected=en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en?login=true');
  });
});

describe('a language switch', () => {
  const FROM_RO = `http://${HOST}/ro/ingrijirea-fetei?sort=price-`;
  const localeCookies = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie'] ?? []].flat().filter((line) => String(line).startsWith('i18n_redirected='));

  it('saves the language a shopper switched to from a page of another language, for a year', async () => {
    const res = await gw.get('/ru/ukhod-za-litsom', { referer: FROM_RO, cookie: 'i18n_redirected=ro; firstVisit=1' });
    expect(res.statusCode).toBe(200);
    expect(localeCookies(res)).toEqual([`i18n_redirected=ru; ${LOCALE_COOKIE_ATTRIBUTES}`]);
    // The answer is this shopper's alone: never from, nor into, the shared page cache.
    expect(res.headers['x-cache']).toBe('BYPASS');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('saves it for a first-time visitor too, without reading or filling the page cache', async () => {
    const before = gw.renderer.seen.length;
    const first = await gw.get('/en/switch-target', { referer: FROM_RO });
    expect(localeCookies(first)).toEqual([`i18n_redirected=en; ${LOCALE_COOKIE_ATTRIBUTES}`]);
    const next = await gw.get('/en/switch-target');
    expect(localeCookies(next)).toEqual([]);
    expect(next.headers['x-cache']).toBe('MISS');
    expect(gw.renderer.seen.length - before).toBe(2);
  });

  it('leaves the saved language alone on arrival from elsewhere or within one language', async () => {
    for (const referer of [
      'https://search.example/ro/ingrijirea-fetei',
      `http://${HOST}/ru/ukhod-za-litsom`,
      `http://${HOST}/`,
      'not a url',
    ]) {
      const res = await gw.get('/ru/about', { referer, cookie: 'i18n_redirected=ro; firstVisit=1' });
      expect([referer, localeCookies(res)]).toEqual([referer, []]);
    }
    const saved = await gw.get('/ru/about', { referer: FROM_RO, cookie: 'i18n_redirected=ru; firstVisit=1' });
    expect(localeCookies(saved)).toEqual([]);
  });

  it('sends the root to the language the shopper switched to', async () => {
    const switched = await gw.get('/en/about', { referer: FROM_RO, cookie: 'i18n_redirected=ro' });
    const cookie = String(localeCookies(switched)[0]).split(';')[0]!;
    const root = await gw.get('/', { cookie, 'accept-language': 'ru' });
    expect(root.headers.location).toBe('/en');
  });
});

describe('what is not a page', () => {
  it.each(['/favicon.ico', '/ro/logo.png', '/admin/nothing', '/assets/other.js', '/ws/cart'])(
    '%s is a plain 404, not a redirect to a locale page',
    async (url) => {
      const res = await gw.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
      expect(gw.renderer.seen.some((page) => page.url.endsWith(url))).toBe(false);
    },
  );

  it('answers an unknown shop with a 404 page, before any redirect', async () => {
    const res = await gw.app.inject({ url: '/about/', headers: { host: 'nowhere.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-cache']).toBe('BYPASS');
  });
});
