// mf-catalog in a real browser through the gateway: the home page server-rendered, a category
// listing whose filters, sort and pages live in the URL (back button included), a product page
// with its price, 30-day lowest price, JSON-LD and buy button, and 404s for unknown pages.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, MOBILE, hydrated, hydratedCleanly, openPage, recoverableErrors } from '../src/browser.ts';
import { httpGet } from '../src/http.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const chromium = useBrowser();

const query = (page: Page) => new URL(page.url()).searchParams;
/** The listing shows the data of the URL the browser is at (a URL change is followed by a load). */
const listingSettled = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid=category-page]')?.getAttribute('data-query') ===
      new URLSearchParams(location.search).toString(),
  );

async function apiGet<T>(brand: string, lang: string, path: string): Promise<T> {
  const res = await fetch(`${api}/${path}`, { headers: { 'x-site-token': `demo-${brand}`, 'accept-language': lang } });
  return (await res.json()) as T;
}

describe('home page', () => {
  it.each([
    ['pharmacy', 'ro'],
    ['tech', 'uk'],
  ])('%s in %s is rendered on the server with its sections', async (brand, lang) => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    const res = await page.goto(brandUrl(gateway, brand, `/${lang}`));
    expect(res?.status()).toBe(200);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('main-slider').locator('img').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(3);
    expect(await page.getByTestId('featured-brands').locator('li').count()).toBeLessThanOrEqual(12);
    expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['home', '/ro', MOBILE.width, MOBILE],
    ['category listing', '/ro/vitamine', DESKTOP.width, DESKTOP],
    ['category listing', '/ro/vitamine', MOBILE.width, MOBILE],
  ])('the %s page (%s at %s px) has no serious or critical axe findings', async (_, path, _width, viewport) => {
    const { page, context } = await openPage(chromium.browser, { viewport });
    await page.goto(brandUrl(gateway, 'pharmacy', path));
    await hydrated(page);
    expect(await seriousViolations(page, 'catalog')).toEqual([]);
    await context.close();
  });

  it('the product page has no serious or critical axe findings, in the dark scheme too', async () => {
    const promo = await apiGet<{ url: string }[]>('tech', 'uk', 'general/product-filter/promo');
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(chromium.browser, { colorScheme });
      await page.goto(brandUrl(gateway, 'tech', `/uk${promo[0]!.url}`));
      await hydrated(page);
      expect(await seriousViolations(page, 'catalog')).toEqual([]);
      await context.close();
    }
  });
});

describe('category listing', () => {
  it('keeps filters, sort and page in the URL, and the back button steps through them', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/vitamine'));
    await hydrated(page);
    const total = async () => Number((await page.getByTestId('products-found').textContent())?.replace(/\D/g, ''));
    const all = await total();
    expect(all).toBeGreaterThan(10);

    // A brand (its own parameter), then a sort: each one a URL of its own.
    await page.locator('[data-filter-group=brand_id] input').first().click();
    await page.waitForURL(/brand_id=\d+/);
    await listingSettled(page);
    const filtered = await total();
    expect(filtered).toBeLessThan(all);
    await page.getByTestId('sort').selectOption('price+');
    await page.waitForURL(/sort=price%2B/);
    await listingSettled(page);
    const prices = await page.getByTestId('product-list').getByTestId('price').allTextContents();
    const amounts = prices.map((text) => Number(text.split(/\s*lei/)[0]!.replace(/\D/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.has('brand_id'));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('brand_id'));
    await listingSettled(page);
    expect(await total()).toBe(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a page whose cards the server kept from an earlier page without a mismatch, and its buy buttons work', async () => {
    const path = '/ro/vitamine?kept=';
    // The first page renders the cards and the server keeps their markup; the second (out of the
    // page cache by its query) is written from the kept markup.
    const first = await httpGet(gateway, `${path}first`, { host: 'pharmacy.localhost' });
    expect(first.status).toBe(200);
    const { page, context, problems } = await openPage(chromium.browser, { viewport: MOBILE });
    await page.goto(brandUrl(gateway, 'pharmacy', `${path}second`));
    await hydratedCleanly(page);
    expect(await page.getByTestId('product-list').getByTestId('product-card').count()).toBeGreaterThan(10);
    await page.getByTestId('card-add-to-cart').first().click();
    await expect.poll(() => page.getByTestId('header-cart').textContent()).toMatch(/: 1$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows more products on the same URL with page=2 (load more), and a shared link shows the same', async () => {
    const { page, context } = await openPage(chromium.browser);
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/vitamine'));
    await hydrated(page);
    const first = await page.getByTestId('product-list').getByTestId('product-card').count();
    await page.getByTestId('load-more').click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=product-list] [data-testid=product-card]').length > n,
      first,
    );
    const both = await page.getByTestId('product-list').getByTestId('product-card').count();
    expect(query(page).get('page')).toBe('2');
    await page.goto(page.url());
    expect(await page.getByTestId('product-list').getByTestId('product-card').count()).toBe(both);
    await context.close();
  });

  it('answers 404 for a category the shop does not have', async () => {
    const { page, context } = await openPage(chromium.browser);
    const res = await page.goto(brandUrl(gateway, 'pharmacy', '/ro/no-such-category'));
    expect(res?.status()).toBe(404);
    await context.close();
  });
});

describe('product page', () => {
  it('shows price, the 30-day lowest price beside a discount, JSON-LD, and the buy button tells the cart and the data layer', async () => {
    const promo = await apiGet<{ url: string; code: string; discount: number }[]>(
      'pharmacy',
      'ro',
      'general/product-filter/promo',
    );
    const discounted = promo.find((product) => product.discount > 0)!;
    const { page, context, problems } = await openPage(chromium.browser);
    const res = await page.goto(brandUrl(gateway, 'pharmacy', `/ro${discounted.url}?utm_source=test`));
    expect(res?.status()).toBe(200);
    await hydrated(page);
    const buyBox = page.getByTestId('buy-box');
    expect(await buyBox.getByTestId('price').textContent()).toMatch(/lei/);
    expect(await buyBox.getByTestId('lowest-price').textContent()).toMatch(/30 de zile: .*lei/);
    expect(await page.getByTestId('product-code').textContent()).toBe(discounted.code);

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ sku: discounted.code, offers: { '@type': 'Offer', priceCurrency: 'MDL' } });
    expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    expect(await page.locator('link[rel=alternate][hreflang=ru]').getAttribute('href')).toMatch(
      /\/ru\/product\/[^/]+$/,
    );

    await buyBox.getByTestId('add-to-cart-button').click();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean),
    );
    expect(events).toEqual(['view_item', 'add_to_cart']);
    expect(await recoverableErrors(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers 404 for a product the shop does not have', async () => {
    const { page, context } = await openPage(chromium.browser);
    const res = await page.goto(brandUrl(gateway, 'pharmacy', '/ro/product/no-such-product-at-all'));
    expect(res?.status()).toBe(404);
    await context.close();
  });

  it("takes a product link of another language to this language's slug, query kept", async () => {
    const promo = await apiGet<{ url: string }[]>('pharmacy', 'ru', 'general/product-filter/promo');
    const ruSlug = promo[0]!.url.split('/').pop()!;
    const ro = await apiGet<{ alternates: Record<string, string> }>('pharmacy', 'ru', `general/product/${ruSlug}`);
    const { page, context } = await openPage(chromium.browser);
    await page.goto(brandUrl(gateway, 'pharmacy', `/ro/product/${ruSlug}?from=switch`));
    await page.waitForURL(`**/ro/product/${ro.alternates.ro}?from=switch`);
    await page.getByTestId('product-page').waitFor();
    await context.close();
  });

  it('checks a review before sending it, shows the published review first, and counts a like', async () => {
    const promo = await apiGet<{ url: string }[]>('tech', 'en', 'general/product-filter/promo');
    const { page, context, problems } = await openPage(chromium.browser);
    await page.goto(brandUrl(gateway, 'tech', `/en${promo.at(-1)!.url}`));
    await hydrated(page);
    const form = page.getByTestId('review-form');
    const send = form.getByRole('button', { name: 'Send review' });
    await form.getByLabel('Your name').fill('E');
    await send.click();
    await form.locator('[data-field-error=text]').waitFor();
    const refused = await form
      .locator('[data-field-error]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field-error')));
    expect(refused).toEqual(['author', 'rating', 'text']);

    await form.getByLabel('Your name').fill('E2E shopper');
    await form.getByLabel('4 of 5').check();
    await form.getByLabel('Your review').fill('Arrived quickly and works as described.');
    await send.click();
    const newest = page.getByTestId('review').first();
    await newest.getByText('Arrived quickly and works as described.').waitFor();
    expect(await form.locator('[data-field-error]').count()).toBe(0);
    await newest.getByTestId('review-like').click();
    await expect.poll(() => newest.getByTestId('review-like').textContent()).toBe('Helpful (1)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
