import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';

/**
 * The browser of a test file: launched before its tests, closed after them (files run one after
 * another, so one browser runs at a time). Apart from `browser.ts` so that the benches, which
 * import that outside vitest, do not load vitest.
 */
export function useBrowser(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test or hook');
      return browser;
    },
  };
}
