// Favourites kept with the account (issue 17), in chromium against the real API: a guest's two
// favourites join the account at sign-in, the header and /favorites show them and the API has
// them; another browser signed in to the account shows the same; logout empties the browser's list.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { brandUrl, DESKTOP, hydratedCleanly, openPage } from '../src/browser.ts';
import { outboxOf } from '../src/outbox.ts';
import { activatedShopper, signInFromPage } from '../src/shoppers.ts';
import { useBrowser } from '../src/use-browser.ts';
import { pageCall } from '../src/page-call.ts';

const gateway = inject('gateway');
const api = inject('api');
const outbox = outboxOf(inject('modulesDir'));
const chromium = useBrowser();
const SITE = { 'x-site-token': 'demo-kids', 'accept-language': 'en' };
const url = (path: string) => brandUrl(gateway, 'kids', path);

interface Listed {
  productId: number;
  url: string;
  title: string;
}

async function firstProducts(): Promise<Listed[]> {
  const res = await fetch(`${api}/general/product-filter?pagination=2`, { headers: SITE });
  return ((await res.json()) as { products: Listed[] }).products;
}

/** An account of the kids shop, activated by its letter straight on the API (no browser signed in). */
const activatedAccount = () => activatedShopper({ api, outbox, brand: 'kids', lang: 'en', label: 'favourites' });

const COUNT = '.header-actions a[href="/en/favorites"] .sr-only';
/** Waits until the header's favourites count, as a screen reader hears it ("Favourites: 2"), is `count`. */
const headerCountIs = (page: Page, count: number) =>
  page.waitForFunction(
    ({ selector, text }) => document.querySelector(selector)?.textContent?.match(/\d+/)?.[0] === text,
    { selector: COUNT, text: String(count) },
  );

/** A call from the page's own script, as the remotes make it through the same-origin proxy. */

/** Signs in from the page (the gateway keeps the tokens in cookies), then draws it again signed in. */
async function signIn(page: Page, email: string) {
  await signInFromPage(page, email);
  await page.reload();
  await hydratedCleanly(page);
}

async function favouriteTitles(page: Page): Promise<string[]> {
  await page.goto(url('/en/favorites'));
  await hydratedCleanly(page);
  const list = page.getByTestId('favorites-list');
  await list.waitFor();
  return list.locator('[data-testid=product-card] .title').allTextContents();
}

const opened: BrowserContext[] = [];
afterAll(async () => {
  for (const context of opened) await context.close();
});

// One journey in steps (each within the test time limit): they share the account and its products.
describe('favourites of a signed-in shopper', () => {
  const journey = { email: '', products: [] as Listed[] };
  const titles = () => journey.products.map((product) => product.title).sort();
  let other: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    journey.products = await firstProducts();
    journey.email = await activatedAccount();
  });

  it("join the account at sign-in and show in the header, on /favorites and in the API's answer", async () => {
    const guest = await openPage(chromium.browser, { viewport: DESKTOP });
    opened.push(guest.context);
    const { page } = guest;
    for (const [n, product] of journey.products.entries()) {
      await page.goto(url(`/en${product.url}`));
      await hydratedCleanly(page);
      await page.getByTestId('favorite-button').click();
      await headerCountIs(page, n + 1);
    }

    await signIn(page, journey.email);
    // The page merged the browser's list into the account: the API has both.
    await page.waitForFunction(() => localStorage.getItem('favorites_synced') === '1');
    const stored = JSON.parse((await pageCall(page, '/api/favorites')).text) as { product_ids: number[] };
    expect([...stored.product_ids].sort((a, b) => a - b)).toEqual(
      journey.products.map((product) => product.productId).sort((a, b) => a - b),
    );
    await headerCountIs(page, 2);
    expect((await favouriteTitles(page)).sort()).toEqual(titles());
    expect(guest.problems).toEqual([]);
  });

  it('show in another browser signed in to the same account', async () => {
    other = await openPage(chromium.browser, { viewport: DESKTOP });
    opened.push(other.context);
    await other.page.goto(url('/en'));
    await hydratedCleanly(other.page);
    await headerCountIs(other.page, 0);
    await signIn(other.page, journey.email);
    await headerCountIs(other.page, 2);
    expect((await favouriteTitles(other.page)).sort()).toEqual(titles());
  });

  it('leave the browser at logout (spec: it clears local data)', async () => {
    const { page, problems } = other;
    await page.goto(url('/en/cabinet'));
    await hydratedCleanly(page);
    await page.getByTestId('sign-out').click();
    await page.waitForURL((at) => at.pathname === '/en');
    await headerCountIs(page, 0);
    expect(
      await page.evaluate(() => [localStorage.getItem('favorites'), localStorage.getItem('favorites_synced')]),
    ).toEqual([null, null]);
    await page.goto(url('/en/favorites'));
    await hydratedCleanly(page);
    await page.getByTestId('favorites-empty').waitFor();
    expect(problems).toEqual([]);
  });
});
