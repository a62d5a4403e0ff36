import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { LANGUAGE_NAMES } from '../../shell/src/i18n/texts.ts';
import { brandUrl, DESKTOP, hydrated, hydratedCleanly, openPage } from '../src/browser.ts';
import { httpGet } from '../src/http.ts';
import { useBrowser } from '../src/use-browser.ts';

type Locale = keyof typeof LANGUAGE_NAMES;

// A shopper switching language on the pharmacy's pages (ro, ru, en): the language panel leads
// straight to the page's translated address, the choice is remembered for the next visit to `/`,
// and no link costs a redirect for a trailing slash.
const gateway = inject('gateway');
const chromium = useBrowser();
const HOST = new URL(brandUrl(gateway, 'pharmacy', '/')).host;
const get = (path: string, headers: Record<string, string> = {}) => httpGet(gateway, path, { host: HOST, ...headers });

/** A link to a language's root spelled with the trailing slash the gateway answers with a 301. */
const SLASHED_ROOT = /href="\/(?:ro|ru|uk|en)\/"/g;

/**
 * Picks `lang` in the header's language panel and waits for the new page. Answers the documents
 * the browser asked for on the way, as `status path`: one, a 200, when no redirect was taken.
 */
async function switchLanguage(page: Page, lang: Locale): Promise<string[]> {
  const documents: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request);
  };
  page.on('request', onRequest);
  const before = page.url();
  await page.locator('.language-toggle').click();
  await page.locator('.language-panel').getByRole('link', { name: LANGUAGE_NAMES[lang], exact: true }).click();
  await page.waitForURL((url) => url.href !== before, { waitUntil: 'load' });
  await hydrated(page);
  page.off('request', onRequest);
  return Promise.all(
    documents.map(async (request) => `${(await request.response())?.status()} ${new URL(request.url()).pathname}`),
  );
}

/** Where the page's head says it lives in `lang` (its hreflang link), as a path. */
async function hreflangPath(page: Page, lang: Locale): Promise<string> {
  const href = await page.locator(`link[rel=alternate][hreflang=${lang}]`).getAttribute('href');
  return new URL(href!).pathname;
}

describe('the language panel', () => {
  it('takes a category page to its translated address in one request, titled in the new language', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/ingrijirea-fetei'));
    await hydratedCleanly(page);
    expect(await hreflangPath(page, 'ru')).toBe('/ru/ukhod-za-litsom');
    expect(await hreflangPath(page, 'en')).toBe('/en/face-care');
    expect(await switchLanguage(page, 'ru')).toEqual(['200 /ru/ukhod-za-litsom']);
    expect(await page.locator('[data-testid=category-page] h1').textContent()).toBe('Уход за лицом');
    expect(await page.title()).toContain('Уход за лицом');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes a product page to its translated slug in one request, where its hreflang points', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/ingrijirea-fetei'));
    const product = await page.locator('[data-testid=product-list] a[href*="/product/"]').first().getAttribute('href');
    await page.goto(brandUrl(gateway, 'pharmacy', product!));
    await hydratedCleanly(page);
    const english = await hreflangPath(page, 'en');
    expect(english).not.toBe(product!.replace(/^\/ro\//, '/en/'));
    expect(await switchLanguage(page, 'en')).toEqual([`200 ${english}`]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes an article to the same article in the new language in one request', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/articles'));
    const article = await page.locator('a[href^="/ro/articles/"]').first().getAttribute('href');
    await page.goto(brandUrl(gateway, 'pharmacy', article!));
    await hydratedCleanly(page);
    // The article has a slug of its own in Russian (its title folded to Latin): the Romanian one
    // under /ru/ moves there for good, and the language panel links straight to it.
    const moved = await get(`${article!.replace(/^\/ro\//, '/ru/')}?from=e2e`);
    expect(moved.status).toBe(301);
    const russian = moved.header('location')!.replace(/\?from=e2e$/, '');
    expect(moved.header('location')).toBe(`${russian}?from=e2e`);
    expect(russian).toMatch(/^\/ru\/articles\/[a-z0-9-]+$/);
    expect(russian).not.toBe(article!.replace(/^\/ro\//, '/ru/'));
    expect(await switchLanguage(page, 'ru')).toEqual([`200 ${russian}`]);
    await page.getByTestId('article-page').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers the language picked: the next visit to / opens in it', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP, locale: 'ro-RO' });
    await page.goto(brandUrl(gateway, 'pharmacy', '/'));
    expect(new URL(page.url()).pathname).toBe('/ro');
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/ingrijirea-fetei'));
    await hydrated(page);
    expect(await switchLanguage(page, 'en')).toEqual(['200 /en/face-care']);
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');
    expect(saved).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // A year, give or take the seconds this test took.
    expect(saved!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 600);
    await page.goto(brandUrl(gateway, 'pharmacy', '/'));
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });
});

describe('addresses', () => {
  it("redirects a category reached by another language's url to its own, with 301 and the query kept", async () => {
    const res = await get('/ru/ingrijirea-fetei?sort=price-');
    expect(res.status).toBe(301);
    expect(res.header('location')).toBe('/ru/ukhod-za-litsom?sort=price-');
    const vitamins = await get('/en/vitamine');
    expect([vitamins.status, vitamins.header('location')]).toEqual([301, '/en/vitamins']);
  });

  it('has no link to a language root with a trailing slash, in server HTML or after hydration', async () => {
    const category = await get('/ro/ingrijirea-fetei');
    const product = /href="(\/ro\/product\/[^"]+)"/.exec(category.body)![1]!;
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    for (const path of ['/ro', '/ro/ingrijirea-fetei', product, '/ru/articles', '/en/404', '/ro/product/no-such-one']) {
      expect([path, (await get(path)).body.match(SLASHED_ROOT)]).toEqual([path, null]);
      await page.goto(brandUrl(gateway, 'pharmacy', path));
      await hydrated(page);
      expect([path, (await page.content()).match(SLASHED_ROOT)]).toEqual([path, null]);
    }
    await context.close();
  });

  it('sends an article the back end cannot give to the news list (302), instead of a 404', async () => {
    const res = await get('/ru/articles/no-such-article-here');
    expect([res.status, res.header('location')]).toEqual([302, '/ru/articles']);
  });

  it.each([
    ['a category', '/ro/vitamine'],
    ['the news', '/ro/articles'],
  ])('shows %s past its last page the same for page=999 and page=1e9, linking to the last page', async (_, path) => {
    const answers = await Promise.all(['999', '1e9'].map((n) => get(`${path}?page=${n}`)));
    const links = answers.map((res) => {
      expect(res.status).toBe(200);
      return /data-testid="past-end"[^]*?<a href="([^"]+)"/.exec(res.body)?.[1];
    });
    expect(links[0]).toMatch(new RegExp(`^${path}(\\?page=\\d+)?$`));
    expect(links[1]).toBe(links[0]);
    // The link leads to a page that is not past the end.
    const last = await get(links[0]!.replace(/&amp;/g, '&'));
    expect(last.body).not.toContain('data-testid="past-end"');
  });
});
