// The pages' Content-Security-Policy in a real browser: a rendered page, its cached copy, a client
// navigation that loads another remote (Module Federation, its <style> mounted by React) and the
// catalogue's search window run without one violation, so the policy blocks nothing the shop needs,
// and the federation runtime runs without 'unsafe-eval'.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, DESKTOP, hydratedCleanly, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

declare global {
  interface Window {
    __CSP_VIOLATIONS__?: string[];
  }
}

/** A page that records every CSP violation the document reports, from before its first script. */
async function watchedPage() {
  const opened = await openPage(chromium.browser, { viewport: DESKTOP });
  await opened.page.addInitScript(() => {
    const seen: string[] = [];
    window.__CSP_VIOLATIONS__ = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`),
    );
  });
  return opened;
}
const violations = (page: Page) => page.evaluate(() => window.__CSP_VIOLATIONS__ ?? []);

describe('the CSP in a browser', () => {
  it('a page and its cached copy run with their nonce and report no violation', async () => {
    const url = brandUrl(gateway, 'pharmacy', '/ro/page/about');
    // Two fresh visitors: the first page is stored (or was already), the second comes from the cache.
    for (const expected of [['MISS', 'HIT'], ['HIT']]) {
      const { page, context, problems } = await watchedPage();
      const response = await page.goto(url);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(expected).toContain(response?.headers()['x-cache']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      await hydratedCleanly(page);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("loads another remote on client navigation, and the catalogue's search window, without a violation", async () => {
    const { page, context, problems } = await watchedPage();
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro/page/about'));
    await hydratedCleanly(page);
    await page.getByTestId('brand').click();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('product-card').first().locator('a.title').click();
    await page.getByTestId('product-page').waitFor();
    // The catalogue's own <style>, mounted by React in the browser, applies (`.mfcat h1`; the
    // shell's own rule gives a heading no top margin).
    expect(await page.locator('.mfcat h1').evaluate((element) => getComputedStyle(element).marginTop)).toBe('8px');
    await page.locator('.search-toggle').click();
    await page.locator('.header-search input[type=search]').fill('a');
    await page.getByTestId('search-window').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
