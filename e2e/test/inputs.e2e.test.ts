// Inputs a shopper types (issue 16): the category's price filter as a decimal input (comma or
// dot, either bound alone), a form's phone in the shop's mask, search text the back end would
// refuse and a search that fails, and the category's filters in a drawer on a phone.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, DESKTOP, MOBILE, hydrated, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const chromium = useBrowser();

/** The listing shows the data of the URL the browser is at (a URL change is followed by a load). */
const listingSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid=category-page]')?.getAttribute('data-query') ===
      new URLSearchParams(location.search).toString(),
  );
const query = (page: Page) => new URL(page.url()).searchParams;
const found = async (page: Page) =>
  Number((await page.getByTestId('products-found').textContent())?.replace(/\D/g, ''));
/** Each listed card's current price (English format: '1,234.5 lei'), without the struck-through one. */
const listedPrices = (page: Page) =>
  page
    .locator('[data-testid=product-list] [data-testid=price]')
    .evaluateAll((prices) => prices.map((p) => Number(p.firstChild?.textContent?.replace(/[^\d.]/g, ''))));

/** The pharmacy's vitamins category in English: its url in that language comes from the menu. */
async function vitaminsPath(): Promise<string> {
  const res = await fetch(`${api}/general/menu_tree`, {
    headers: { 'x-site-token': 'demo-pharmacy', 'accept-language': 'en' },
  });
  const menu = (await res.json()) as { categoryUrl: string; categoryIcon: string; categoryTitle: string }[];
  const vitamins = menu.find((category) => /vitamin/i.test(category.categoryTitle))!;
  return `/en/${vitamins.categoryUrl}`;
}

/** Types the bounds key by key into the filters beside the listing; `apply` then sends them. */
async function typePrices(page: Page, min: string, max: string) {
  const filters = page.locator('.listing [data-testid=filters]');
  await filters.locator('input[name=price_min]').pressSequentially(min);
  await filters.locator('input[name=price_max]').pressSequentially(max);
  return {
    shown: async () => [
      await filters.locator('input[name=price_min]').inputValue(),
      await filters.locator('input[name=price_max]').inputValue(),
    ],
    apply: () => filters.getByRole('button', { name: 'Apply' }).click(),
  };
}

describe('the price filter', () => {
  it('takes 1000,50 to 5000 as a decimal range: the URL and the listed prices follow', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', await vitaminsPath()));
    await hydrated(page);
    const all = await found(page);
    const typed = await typePrices(page, '1000,50', '5000');
    expect(await typed.shown()).toEqual(['1000,50', '5000']);
    await typed.apply();
    await page.waitForURL(/price_min=/);
    await listingSettled(page);
    expect(Object.fromEntries(query(page))).toEqual({ price_min: '1000.5', price_max: '5000' });
    expect(await page.locator('input[name=price_min]').inputValue()).toBe('1000.5');
    const prices = await listedPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(await found(page)).toBeLessThan(all);
    expect(prices.filter((price) => price < 1000.5 || price > 5000)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works with a lower bound alone; the field keeps digits, one separator and two decimals', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', await vitaminsPath()));
    await hydrated(page);
    const all = await found(page);
    // Letters, a second separator and digits past two decimals never reach the field.
    const typed = await typePrices(page, '001a500.0.09', '');
    expect(await typed.shown()).toEqual(['1500.00', '']);
    await typed.apply();
    await page.waitForURL(/price_min=/);
    await listingSettled(page);
    expect(Object.fromEntries(query(page))).toEqual({ price_min: '1500' });
    const prices = await listedPrices(page);
    expect(await found(page)).toBeLessThan(all);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => price < 1500)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the phone of a form', () => {
  it.each([
    ['pharmacy', '/ro/contacts', '069123456', '+(373) 69-123-456', '+(373)69-123-456'],
    ['tech', '/uk/contacts', '0671234567', '+38 067 123-45-67', '+38067123-45-67'],
  ])(
    "shows the %s shop's mask while typing, and the API gets the number without spaces",
    async (brand, path, typed, shown, sent) => {
      const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
      await page.goto(brandUrl(gateway, brand, path));
      await hydrated(page);
      const form = page.getByTestId('consultation-form');
      await form.locator('input[name=name]').fill('Ana Popescu');
      await form.locator('input[name=phone]').pressSequentially(typed);
      expect(await form.locator('input[name=phone]').inputValue()).toBe(shown);
      const [request, response] = await Promise.all([
        page.waitForRequest((req) => req.url().includes('/api/base/book-consultation') && req.method() === 'POST'),
        page.waitForResponse((res) => res.url().includes('/api/base/book-consultation')),
        form.locator('button[type=submit]').click(),
      ]);
      expect((request.postDataJSON() as { phone: string }).phone).toBe(sent);
      expect(response.status()).toBe(201);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('does not send a number with a slot left empty: the field says why', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/en/contacts'));
    await hydrated(page);
    const form = page.getByTestId('consultation-form');
    await form.locator('input[name=name]').fill('Ana Popescu');
    // Seven digits look like a phone anywhere, but leave a slot of the shop's +(373) mask empty.
    await form.locator('input[name=phone]').pressSequentially('6912345');
    expect(await form.locator('input[name=phone]').inputValue()).toBe('+(373) 69-123-45');
    let sent = false;
    page.on('request', (req) => (sent ||= req.url().includes('/api/base/book-consultation')));
    await form.locator('button[type=submit]').click();
    await form.locator('[data-field-error=phone]').waitFor();
    expect(sent).toBe(false);
    await context.close();
  });
});

describe('search', () => {
  it('shows a text over 200 characters as the search page with its empty state and a message, not a 404', async () => {
    const long = 'x'.repeat(201);
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    const res = await page.goto(brandUrl(gateway, 'pharmacy', `/en/search?query=${encodeURIComponent(long)}`));
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('search-length').textContent()).toBe('Type 2–200 characters.');

    // The header's field on another page leads there too.
    await page.goto(brandUrl(gateway, 'pharmacy', '/en/contacts'));
    await hydrated(page);
    await page.locator('.search-toggle').click();
    await page.locator('.header-search input[type=search]').fill(long);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/search\?query=/);
    await page.getByTestId('search-page').getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('error-page').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("clears the previous query's results when the header search fails, and shows the error state", async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/en/contacts'));
    await hydrated(page);
    const popular = (await page.evaluate(async () => (await fetch('/api/general/popular_query')).json())) as {
      query: string;
    }[];
    await page.locator('.search-toggle').click();
    const input = page.locator('.header-search input[type=search]');
    const window = page.getByTestId('search-window');
    await input.fill(popular[0]!.query);
    await window.getByTestId('search-hit').first().waitFor();

    // The back end fails for the next query.
    await page.route('**/api/general/v2/search/search?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' }),
    );
    await input.fill(`${popular[0]!.query} x`);
    await window.getByTestId('search-failed').waitFor();
    expect(await window.getByTestId('search-hit').count()).toBe(0);
    expect(await window.getByRole('alert').textContent()).toContain('This could not be loaded.');

    await page.unroute('**/api/general/v2/search/search?**');
    await window.getByRole('button', { name: 'Try again' }).click();
    await window.getByTestId('search-failed').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the category filters on a phone (375 px)', () => {
  it('open in a drawer from a button that counts the filters set', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: MOBILE });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/vitamine?price_min=10'));
    await hydrated(page);
    // Beside the listing there is no room: the filters wait behind the button.
    expect(await page.locator('.listing [data-testid=filters]').isVisible()).toBe(false);
    const toggle = page.getByTestId('filters-toggle');
    expect(await toggle.getByTestId('filters-count').textContent()).toBe('1');

    await toggle.click();
    const drawer = page.locator('[role=dialog] [data-modal-kind=drawer]');
    await drawer.waitFor();
    expect(await drawer.locator('input[name=price_min]').inputValue()).toBe('10');
    await drawer.locator('[data-filter-group=brand_id] input').first().click();
    await page.waitForURL(/brand_id=\d+/);
    await listingSettled(page);
    expect(await page.getByTestId('filters-count').textContent()).toBe('2');
    expect(problems).toEqual([]);
    await context.close();
  });
});
