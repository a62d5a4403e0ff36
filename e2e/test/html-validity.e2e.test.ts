// Valid HTML, as the Nu HTML Checker reads it: the document the server sends for every page type
// of three shops in two languages each (and the menu calculator of the shop that has one), and the
// DOM the browser holds once the client has rendered its parts (lists, the search window, menus).
// No errors and no warnings; all documents go to the checker in one run.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage, SWEEP_TIMEOUT_MS } from '../src/browser.ts';
import { inBatches } from '../src/crawler.ts';
import { httpGet } from '../src/http.ts';
import { pagesOfEachType, searchWordOfProduct } from '../src/page-types.ts';
import type { PageOfType } from '../src/page-types.ts';
import { useBrowser } from '../src/use-browser.ts';
import { countsInLiveDom, htmlFindings } from '../src/vnu.ts';
import type { HtmlDocument } from '../src/vnu.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

/** Three shops, each in its main language and one more (Romanian, Russian, Ukrainian, English). */
const SHOPS = [
  { brand: 'pharmacy', langs: ['ro', 'ru'] },
  { brand: 'speakers', langs: ['ro', 'en'] },
  { brand: 'tech', langs: ['uk', 'en'] },
] as const;

interface Served extends HtmlDocument {
  expected: number;
  status: number;
}

async function serverHtml(brand: string, page: PageOfType): Promise<Served> {
  const answer = await httpGet(gateway, page.path, { host: `${brand}.localhost:${new URL(gateway).port}` });
  return { name: `${brand} ${page.path}`, html: answer.body, expected: page.status, status: answer.status };
}

/** The DOM as the browser holds it now, as a document. */
async function domOf(page: Page, state: string): Promise<HtmlDocument> {
  return { name: `${new URL(page.url()).pathname} (${state}, after hydration)`, html: await page.content() };
}

describe('the HTML the server sends', () => {
  it('is valid on every page type of three shops in two languages', { timeout: SWEEP_TIMEOUT_MS }, async () => {
    const sets = [
      ...SHOPS.flatMap(({ brand, langs }) => langs.map((lang) => ({ brand, lang }))),
      { brand: 'meal-plan', lang: 'ro', only: 'menu-calculator' },
    ];
    const pages = (
      await Promise.all(
        sets.map(async ({ brand, lang, ...rest }) => {
          const found = await pagesOfEachType(gateway, brand, lang);
          const only = 'only' in rest ? rest.only : undefined;
          return found.filter((p) => !only || p.type === only).map((page) => ({ brand, page }));
        }),
      )
    ).flat();
    // Every type the shops serve is there: a sitemap that lost a type would shrink the check.
    expect(new Set(pages.map(({ page }) => page.type)).size).toBeGreaterThanOrEqual(30);
    const documents = await inBatches(pages, 4, ({ brand, page }) => serverHtml(brand, page));
    expect(documents.filter((d) => d.status !== d.expected).map((d) => `${d.name}: ${d.status}`)).toEqual([]);
    expect(await htmlFindings(documents)).toEqual([]);
  });
});

describe('the DOM after hydration', () => {
  it(
    'is valid with client-rendered lists, the search window and the mobile menu open',
    { timeout: SWEEP_TIMEOUT_MS },
    async () => {
      const documents: HtmlDocument[] = [];
      const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
      const [home, product, category] = await pagesOfEachType(gateway, 'pharmacy', 'ro').then((all) =>
        ['home', 'product/:slug', 'category'].map((type) => all.find((p) => p.type === type)!.path),
      );
      for (const path of [home!, category!, product!]) {
        await page.goto(brandUrl(gateway, 'pharmacy', path));
        await hydratedCleanly(page);
        documents.push(await domOf(page, 'loaded'));
      }
      const word = await searchWordOfProduct(page);
      // The guest's lists are rendered by the browser only.
      await page.getByTestId('favorite-button').click();
      await page.getByTestId('compare-button').click();
      for (const list of ['favorites', 'compare']) {
        await page.goto(brandUrl(gateway, 'pharmacy', `/ro/${list}`));
        await hydratedCleanly(page);
        await page.getByTestId(list === 'favorites' ? 'favorites-list' : 'compare-table').waitFor();
        documents.push(await domOf(page, `a product in ${list}`));
      }
      // The catalogue's search window over a content page (the two remotes' styles together) and
      // over a catalogue page (two catalogue frames: the window's, in the header, holds the styles).
      for (const path of ['/ro/contacts', product!]) {
        await page.goto(brandUrl(gateway, 'pharmacy', path));
        await hydratedCleanly(page);
        await page.locator('.search-toggle').click();
        await page.locator('.header-search input[type=search]').fill(word);
        await page.getByTestId('search-hit').first().waitFor();
        documents.push(await domOf(page, 'search window with hits'));
        // Closed again, the page's frame writes the styles back: the page keeps its look.
        await page.keyboard.press('Escape');
        await page.getByTestId('search-window').waitFor({ state: 'detached' });
        const styled = await page.evaluate(() => document.querySelectorAll('[data-remote] style').length);
        expect([path, styled]).toEqual([path, 1]);
      }

      await page.setViewportSize(MOBILE);
      await page.goto(brandUrl(gateway, 'pharmacy', home!));
      await hydratedCleanly(page);
      await page.locator('.bottom-bar button').first().click();
      await page.getByRole('dialog').waitFor();
      documents.push(await domOf(page, 'mobile menu open'));
      await context.close();
      expect((await htmlFindings(documents)).filter(countsInLiveDom)).toEqual([]);
    },
  );
});
