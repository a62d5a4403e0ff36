import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../shell/src/i18n/all-texts.ts';
import { brandUrl, DESKTOP, hydratedCleanly, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

// The catalogue's second half: the header's search window over another remote's page, brands,
// the guest's favourites and compare lists, and the meal-plan shop's menu calculator.
const gateway = inject('gateway');
const chromium = useBrowser();

/** A back-end call through the gateway's proxy, from the page (same origin, site token added there). */
async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/api/${path}`) as Promise<T>;
}

describe('search window', () => {
  it('opens from the header on a content page and shows results of the catalogue', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/en/contacts'));
    await hydratedCleanly(page);
    const [popular] = await apiFromPage<{ query: string }[]>(page, 'general/popular_query');
    await page.locator('.search-toggle').click();
    const input = page.locator('.header-search input[type=search]');
    await input.fill('a');
    const window = page.getByTestId('search-window');
    await window.waitFor();
    // The content remote's page stays; the window is the catalogue's, over it.
    expect(await page.locator('[data-remote=content]').count()).toBe(1);
    await window.getByText('Type 2–200 characters.').waitFor();
    await window.getByTestId('search-popular').waitFor();
    await input.fill(popular!.query);
    await window.getByTestId('search-hit').first().waitFor();
    expect(await window.getByTestId('search-categories').count()).toBe(1);
    await input.fill('zzqqxxyy');
    await window.getByTestId('search-empty').waitFor();
    expect(await window.locator('[data-testid=search-empty] img').getAttribute('src')).toContain('search-empty');
    await page.keyboard.press('Escape');
    await window.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders the search results page on the server', async () => {
    const withScripts = await openPage(chromium.browser);
    await withScripts.page.goto(brandUrl(gateway, 'pharmacy', '/en/contacts'));
    const [popular] = await apiFromPage<{ query: string }[]>(withScripts.page, 'general/popular_query');
    await withScripts.context.close();
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, 'pharmacy', `/en/search?query=${encodeURIComponent(popular!.query)}`));
    expect(await page.locator('[data-testid=search-page] h1').textContent()).toContain(popular!.query);
    expect(await page.getByTestId('search-hit').count()).toBeGreaterThan(0);
    // Not indexed, but described for a shared link's preview.
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBe(
      "Search the shop's products by name, code or brand.",
    );
    await context.close();
  });
});

describe('brands', () => {
  it('lists brands grouped by first letter and shows one brand with its products, without JavaScript', async () => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, 'tech', '/uk/brands'));
    const groups = page.getByTestId('brand-group');
    expect(await groups.count()).toBeGreaterThan(1);
    const letters = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('data-letter')));
    const names = await groups.first().locator('li a').allTextContents();
    expect(names.every((name) => name.trim().toUpperCase().startsWith(letters[0]!))).toBe(true);
    const href = await groups.first().locator('li a').first().getAttribute('href');
    const res = await page.goto(brandUrl(gateway, 'tech', href!));
    expect(res?.status()).toBe(200);
    expect(await page.locator('[data-testid=brand-page] h1').textContent()).toBe(names[0]!.trim());
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect((await page.goto(brandUrl(gateway, 'tech', '/uk/brands/no-such-brand')))?.status()).toBe(404);
    await context.close();
  });
});

describe('favourites and compare', () => {
  it('a favourite toggles in and out, updates the header count and fills /favorites; compare builds a table', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'kids', '/en'));
    await hydratedCleanly(page);
    const list = await apiFromPage<{ products: { url: string; title: string }[] }>(
      page,
      'general/product-filter?pagination=2',
    );
    const [first, second] = list.products;
    const favouritesLink = page.locator('a[href="/en/favorites"]').first();
    expect(await favouritesLink.textContent()).toContain('Favourites: 0');

    await page.goto(brandUrl(gateway, 'kids', `/en${first!.url}`));
    await hydratedCleanly(page);
    await page.getByTestId('favorite-button').click();
    await page.getByText('Added to favourites').first().waitFor();
    await page.waitForFunction(() =>
      document.querySelector('a[href="/en/favorites"]')?.textContent?.includes('Favourites: 1'),
    );
    // Spec: favourites notices last 1 s.
    await page.getByText('Added to favourites').first().waitFor({ state: 'detached', timeout: 2500 });
    await page.getByTestId('compare-button').click();
    await page.goto(brandUrl(gateway, 'kids', `/en${second!.url}`));
    await hydratedCleanly(page);
    await page.getByTestId('compare-button').click();
    await page.waitForFunction(() => document.querySelector('a[href="/en/compare"]')?.textContent?.includes('2'));

    // On a page of another remote the badges still count the lists, but the catalogue that counts
    // them is fetched only once the browser is idle: here idle moments are held back until the
    // test lets them run.
    const idlePage = await context.newPage();
    await idlePage.addInitScript(() => {
      const held: (() => void)[] = [];
      Object.assign(window, {
        requestIdleCallback: (run: () => void) => held.push(run),
        cancelIdleCallback: () => undefined,
        __runIdle: () => held.splice(0).forEach((run) => run()),
        __idleHeld: () => held.length,
      });
    });
    const catalogueRequests: string[] = [];
    idlePage.on(
      'request',
      (request) => void (request.url().includes('/modules/catalog/') && catalogueRequests.push(request.url())),
    );
    await idlePage.goto(brandUrl(gateway, 'kids', '/en/about'));
    const idleHeld = () =>
      idlePage.waitForFunction(() => (window as unknown as { __idleHeld: () => number }).__idleHeld() > 0);
    // The frames (the header with its badges) hydrate in the first idle moment, after the page area.
    await idleHeld();
    await idlePage.evaluate(() => (window as unknown as { __runIdle: () => void }).__runIdle());
    await hydratedCleanly(idlePage);
    await idlePage.getByTestId('content-page').or(idlePage.locator('[data-remote=content]')).first().waitFor();
    // The header has handed the catalogue's load to the next idle moment, which is held back.
    await idleHeld();
    expect(catalogueRequests).toEqual([]);
    await idlePage.evaluate(() => (window as unknown as { __runIdle: () => void }).__runIdle());
    await idlePage.waitForFunction(() =>
      document.querySelector('a[href="/en/favorites"]')?.textContent?.includes('Favourites: 1'),
    );
    expect(catalogueRequests.length).toBeGreaterThan(0);
    await idlePage.close();

    await page.goto(brandUrl(gateway, 'kids', '/en/favorites'));
    await hydratedCleanly(page);
    const favourites = page.getByTestId('favorites-list');
    await favourites.waitFor();
    expect(await favourites.getByTestId('product-card').count()).toBe(1);
    expect(await page.getByTestId('recent-products').getByTestId('product-card').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${first!.title} from favourites` }).click();
    await page.getByTestId('favorites-empty').waitFor();
    await expect
      .poll(() => page.locator('a[href="/en/favorites"]').allTextContents(), { timeout: 5000 })
      .toContain('Favourites: 0');

    await page.goto(brandUrl(gateway, 'kids', '/en/compare'));
    await hydratedCleanly(page);
    await page.getByTestId('compare-table').waitFor();
    const columns = await page.locator('[data-testid=compare-table] thead th[data-product-id]').count();
    const switcher = await page.getByTestId('compare-categories').count();
    // Two products of one category share a table; of two categories, a switcher picks one.
    expect(switcher === 0 ? columns === 2 : columns === 1).toBe(true);
    expect(await page.locator('[data-testid=compare-table] tbody tr').count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('menu calculator', () => {
  it('asks for a city first, then opens on 1200 kcal, 7 days and the current day', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'meal-plan', '/ru/menu-calculator'));
    await hydratedCleanly(page);
    expect(await page.getByTestId('menu-no-city').textContent()).toBe('Город не выбран');
    await page.locator('#menu-city').selectOption('301');
    await page.getByRole('button', { name: 'Показать меню' }).click();
    await page.getByTestId('menu-plan').waitFor();
    expect(await page.locator('[data-testid=menu-calories] [aria-pressed=true]').textContent()).toBe('1200 ккал');
    expect(await page.locator('[data-testid=menu-durations] [aria-pressed=true]').textContent()).toContain('7');
    // The current day of the menu's four-week cycle, or the same weekday in week 1 of a 7-day plan.
    const today = ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'][new Date().getUTCDay()]!;
    expect(await page.locator('[data-testid=menu-days] [aria-pressed=true]').textContent()).toContain(today);
    expect(await page.getByTestId('menu-day').locator('a').count()).toBe(3);
    await page.locator('[data-testid=menu-calories] button').nth(1).click();
    expect(await page.locator('[data-testid=menu-calories] [aria-pressed=true]').textContent()).toBe('1500 ккал');
    // The chosen city is remembered for the next visit.
    await page.goto(brandUrl(gateway, 'meal-plan', '/ru/menu-calculator'));
    await page.waitForURL(/locality_id=301/);
    await page.getByTestId('menu-plan').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is rendered on the server with the city in the URL', async () => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    expect((await page.goto(brandUrl(gateway, 'meal-plan', '/ro/menu-calculator')))?.status()).toBe(200);
    expect(await page.getByTestId('menu-no-city').textContent()).toBe('Orașul nu este selectat');
    expect((await page.goto(brandUrl(gateway, 'meal-plan', '/ro/menu-calculator?locality_id=301')))?.status()).toBe(
      200,
    );
    expect(await page.locator('[data-testid=menu-calories] [aria-pressed=true]').textContent()).toBe('1200 kcal');
    await page.goto(brandUrl(gateway, 'meal-plan', '/ro/menu-calculator?locality_id=999'));
    expect(await page.getByTestId('menu-failed').textContent()).toBe('Eroare la încărcarea datelor meniului');
    await context.close();
  });

  it('is the 404 page on a shop without a meal plan, from the server and after client navigation', async () => {
    const t = SHELL_TEXTS.ro;
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    const errorPage = page.getByTestId('error-page');
    const expectNotFoundPage = async () => {
      expect(await errorPage.getByRole('heading', { level: 1 }).textContent()).toContain(t.notFound);
      expect(await errorPage.getByRole('link', { name: t.toMainPage }).getAttribute('href')).toBe('/ro');
      expect(await page.title()).toContain(t.notFound);
      expect(await page.getByTestId('menu-calculator').count()).toBe(0);
    };
    for (const path of ['/ro/menu-calculator', '/ro/menu-calculator?locality_id=301']) {
      expect((await page.goto(brandUrl(gateway, 'pharmacy', path)))?.status(), path).toBe(404);
      await hydratedCleanly(page);
      await expectNotFoundPage();
    }

    // From the main page by the router (a marker on window survives only client-side navigation).
    await errorPage.getByRole('link', { name: t.toMainPage }).click();
    await page.waitForURL('**/ro');
    await errorPage.waitFor({ state: 'detached' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await clientNavigate(page, '/ro/menu-calculator');
    await errorPage.waitFor();
    await expectNotFoundPage();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The documents' and the calculator call's 404 lines are the expected ones.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('still opens on the meal-plan shop after client navigation', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    expect((await page.goto(brandUrl(gateway, 'meal-plan', '/ru')))?.status()).toBe(200);
    await hydratedCleanly(page);
    await clientNavigate(page, '/ru/menu-calculator');
    expect(await page.getByTestId('menu-no-city').textContent()).toBe('Город не выбран');
    expect(await page.getByTestId('error-page').count()).toBe(0);
    // Asked without a city, the meal-plan shop's calculator answers 400 (a city is needed): that is
    // how the page knows the shop has one, and the browser logs it.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});

/** Client-side navigation by the shell's router: a history entry and the popstate it listens to. */
async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
