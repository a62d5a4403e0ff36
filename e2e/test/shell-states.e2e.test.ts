// The shell's states a shopper meets between pages, in a real browser: the locale redirects as a
// browser follows them, the route progress bar on slow and failing back-end calls, and the page
// shown when the browser blocks storage, in each of its languages.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../shell/src/i18n/all-texts.ts';
import { brandUrl, DESKTOP, hydrated, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('locale redirects in the browser', () => {
  it('takes the root to the chosen language, else the browser language, else the main language', async () => {
    const german = await openPage(chromium.browser, { locale: 'de-DE' });
    await german.page.goto(brandUrl(gateway, 'tech', '/'));
    expect(pathOf(german.page)).toBe('/uk');
    await german.context.close();

    const { page, context } = await openPage(chromium.browser, { locale: 'en-US' });
    await page.goto(brandUrl(gateway, 'tech', '/'));
    expect(pathOf(page)).toBe('/en');
    await context.addCookies([{ name: 'i18n_redirected', value: 'ru', url: brandUrl(gateway, 'tech', '/') }]);
    await page.goto(brandUrl(gateway, 'tech', '/'));
    expect(pathOf(page)).toBe('/ru');
    await context.close();
  });

  it('puts a path without a language under the main one, and replaces a language the shop does not offer', async () => {
    const { page, context } = await openPage(chromium.browser);
    await page.goto(brandUrl(gateway, 'pharmacy', '/contacts'));
    expect(pathOf(page)).toBe('/ro/contacts');
    await page.goto(brandUrl(gateway, 'pharmacy', '/uk/contacts'));
    expect(pathOf(page)).toBe('/ro/contacts');
    await page.goto(brandUrl(gateway, 'pharmacy', '/ru/contacts/'));
    expect(pathOf(page)).toBe('/ru/contacts');
    await context.close();
  });
});

describe('route progress bar', () => {
  /** Phases the bar goes through while the shopper follows a link to another page. */
  async function phasesDuring(page: Page, follow: () => Promise<void>): Promise<string[]> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __phases: string[] }).__phases = seen;
      const bar = document.querySelector('.route-progress')!;
      new MutationObserver(() => seen.push(bar.getAttribute('data-phase') ?? '')).observe(bar, { attributes: true });
    });
    await follow();
    await page.waitForFunction(
      () =>
        (window as unknown as { __phases: string[] }).__phases.at(-1) === 'idle' &&
        (window as unknown as { __phases: string[] }).__phases.length > 1,
    );
    return page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
  }

  it.each([
    ['completes after slow calls', 200, ['waiting', 'running', 'done', 'idle']],
    ['turns to failure when a call fails', 500, ['waiting', 'running', 'failed', 'idle']],
  ] as const)('%s', async (_, status, expected) => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/contacts'));
    await hydrated(page);
    // Back-end calls of the next page take 700 ms (and fail, for the second case).
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      if (status === 200) await route.continue();
      else
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: '{"code":"internal_error","message":"down","fieldErrors":{}}',
        });
    });
    const phases = await phasesDuring(page, () => page.locator('a[href="/ro/articles"]').first().click());
    expect(phases).toEqual(expected);
    await context.close();
  });

  it('stays hidden when the calls end within 200 ms', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/contacts'));
    await hydrated(page);
    const phases = await phasesDuring(page, () => page.locator('a[href="/ro/articles"]').first().click());
    expect(phases).not.toContain('running');
    await context.close();
  });
});

describe('blocked storage', () => {
  it.each([
    ['pharmacy', 'ro'],
    ['pharmacy', 'ru'],
    ['tech', 'en'],
  ] as const)('replaces the %s page in %s with the storage page and a reload link', async (brand, lang) => {
    const { page, context } = await openPage(chromium.browser);
    // As a browser that blocks site data: touching localStorage throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(brandUrl(gateway, brand, `/${lang}/contacts`));
    const t = SHELL_TEXTS[lang];
    await page.getByRole('heading', { level: 1, name: t.storageTitle }).waitFor();
    const reload = page.getByRole('link', { name: t.reload });
    expect(await reload.isVisible()).toBe(true);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    expect(pathOf(page)).toBe(`/${lang}/contacts`);
    await context.close();
  });
});
