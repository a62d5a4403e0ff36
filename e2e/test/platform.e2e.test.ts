import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, DESKTOP, hydrated, openPage, recoverableErrors } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';
import { VERSIONS, pin as pinFor, unpin as unpinFor } from '../src/stack.ts';

const gateway = inject('gateway');
const api = inject('api');
const chromium = useBrowser();

const pin = (brand: string, remote: string, version: string) => pinFor(gateway, brand, remote, version);
const unpin = (brand: string, remote: string) => unpinFor(gateway, brand, remote);

/** A product page of the brand's shop, as the back end lists its products. */
async function productPath(brand: string, lang: string): Promise<string> {
  const res = await fetch(`${api}/general/product-filter?pagination=1`, {
    headers: { 'x-site-token': `demo-${brand}`, 'accept-language': lang },
  });
  const { products } = (await res.json()) as { products: { url: string }[] };
  return `/${lang}${products[0]!.url}`;
}

const markerOf = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

// Three brands with different languages: Romanian, Ukrainian and Russian main languages.
const BRANDS = [
  { brand: 'pharmacy', lang: 'ro', cart: 'Coș: 1' },
  { brand: 'tech', lang: 'uk', cart: 'Кошик: 1' },
  { brand: 'kids', lang: 'ru', cart: 'Корзина: 1' },
] as const;

describe.each(BRANDS)('$brand', ({ brand, lang, cart }) => {
  it('is rendered on the server: the content is there with JavaScript off', async () => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, brand, `/${lang}/page/about`));
    await expect(page.locator('[data-testid=content-page] h1').textContent()).resolves.toBeTruthy();
    expect(await page.locator('[data-remote=content]').getAttribute('data-remote-version')).toBe('1.0.0');
    await page.goto(brandUrl(gateway, brand, await productPath(brand, lang)));
    await expect(page.locator('[data-testid=product-page] h1').textContent()).resolves.toBeTruthy();
    expect(await page.getByTestId('add-to-cart-button').count()).toBe(1);
    await context.close();
  });

  it('hydrates without errors, navigates between remotes and carries a bus event across them', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, brand, `/${lang}/page/about`));
    await hydrated(page);
    await page.getByTestId('content-page').waitFor();
    expect(await recoverableErrors(page)).toEqual([]);

    // A marker on window survives only client-side navigation (a full load would drop it).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The catalogue is another remote, loaded at runtime: its home page, then a product's page.
    await page.getByTestId('brand').click();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('product-card').first().locator('a.title').click();
    await page.getByTestId('product-page').waitFor();
    expect(await markerOf(page)).toBe(1);

    // The buy button puts the intent on the bus; the cart remote (a third remote, loaded on demand)
    // adds it on the server and the shell's header shows the count; the header's cart opens the drawer.
    await page.getByTestId('add-to-cart-button').click();
    await expect.poll(() => page.getByTestId('header-cart').textContent()).toBe(cart);
    // The add opened the drawer (or the associated products' window): closed, the header opens it again.
    await page.locator('.modal-layer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.modal-layer').waitFor({ state: 'hidden' });
    await page.getByTestId('header-cart').click();
    await page.getByTestId('drawer-to-cart').click();
    await page.getByTestId('cart-page').waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toContain('1');
    expect(await markerOf(page)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the hydration marker', () => {
  it('appears only once React has committed the hydration: the handlers of the frame and of the remote are attached by then', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    // Looks at the page at the very moment the shell sets the marker. React puts each element's props
    // (its handlers) on the element under a `__reactProps$` key when hydration claims it.
    await page.addInitScript(() => {
      const handled = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Object.keys(element).some((key) => key.startsWith('__reactProps$')) : 'missing';
      };
      let value: unknown;
      Object.defineProperty(window, '__VITRINA_HYDRATED__', {
        configurable: true,
        get: () => value,
        set(next: unknown) {
          value = next;
          (window as unknown as { atMarker: unknown }).atMarker = {
            frame: handled('.category-toggle'),
            remote: handled('[data-testid=add-to-cart-button]'),
          };
        },
      });
    });
    await page.goto(brandUrl(gateway, 'pharmacy', await productPath('pharmacy', 'ro')));
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { atMarker: unknown }).atMarker)).toEqual({
      frame: true,
      remote: true,
    });
    expect(await recoverableErrors(page)).toEqual([]);
    // The remote's handler does its work on the first click.
    await page.getByTestId('add-to-cart-button').click();
    await expect.poll(() => page.getByTestId('header-cart').textContent()).toBe('Coș: 1');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('pins', () => {
  it('switches the version one brand serves on the next request, leaving the others alone', async () => {
    await pin('pharmacy', 'content', VERSIONS.contentNext);
    try {
      const { page, context, problems } = await openPage(chromium.browser);
      await page.goto(brandUrl(gateway, 'pharmacy', '/ro/page/about'));
      await hydrated(page);
      expect(await page.locator('[data-remote=content]').getAttribute('data-remote-version')).toBe(
        VERSIONS.contentNext,
      );
      expect(await recoverableErrors(page)).toEqual([]);
      await page.goto(brandUrl(gateway, 'tech', '/uk/page/about'));
      expect(await page.locator('[data-remote=content]').getAttribute('data-remote-version')).toBe('1.0.0');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await unpin('pharmacy', 'content');
    }
  });

  it('serves a page a new remote version adds for the brand that pins it, with no shell or gateway deploy; others answer 404', async () => {
    await pin('plastics', 'content', VERSIONS.contentPromo);
    try {
      const { page, context, problems } = await openPage(chromium.browser);
      const served = await page.goto(brandUrl(gateway, 'plastics', '/ro/promo-days'));
      expect(served?.status()).toBe(200);
      await hydrated(page);
      await page.getByTestId('promo-days').waitFor();
      expect(await page.locator('[data-remote=content]').getAttribute('data-remote-version')).toBe(
        VERSIONS.contentPromo,
      );
      expect(await recoverableErrors(page)).toEqual([]);
      expect(problems).toEqual([]);
      const elsewhere = await page.goto(brandUrl(gateway, 'doors', '/ro/promo-days'));
      expect(elsewhere?.status()).toBe(404);
      await context.close();
    } finally {
      await unpin('plastics', 'content');
    }
  });
});

describe('a broken remote', () => {
  it.each([
    ['whose entry is missing', VERSIONS.advertsMissing],
    ['that throws while rendering', VERSIONS.advertsThrowing],
  ])('%s shows its fallback while the rest of the page works', async (_, version) => {
    await pin('kids', 'adverts', version);
    try {
      const { page, context } = await openPage(chromium.browser);
      const res = await page.goto(brandUrl(gateway, 'kids', '/ru/adverts'));
      expect(res?.status()).toBe(200);
      const fallback = page.locator('[data-remote-fallback=adverts]');
      await fallback.waitFor();
      expect(await fallback.textContent()).toContain('Не удалось загрузить этот раздел.');
      await fallback.getByRole('button', { name: 'Повторить' }).waitFor();
      // Still the fallback once the browser has tried the remote itself.
      await page.waitForLoadState('networkidle');
      expect(await fallback.isVisible()).toBe(true);
      // No reload behind it: the server already knew the remote was broken, a fresh page would be too.
      expect(await page.evaluate(() => sessionStorage.getItem('vitrina:chunk-reload-at'))).toBeNull();
      // The header is alive: client navigation to another remote still works.
      await page.getByTestId('brand').click();
      await page.getByTestId('home-page').waitFor();
      await context.close();
    } finally {
      await unpin('kids', 'adverts');
    }
  });
});
