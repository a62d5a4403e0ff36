// Time to load a remote on client navigation (issue 3): from a content page (mf-content) the
// browser moves to a category (history push, which the router handles as it handles a link) and
// mf-catalog renders it. Measured in
// Debian chromium from the click to the catalogue's page being in the document, twice per round:
// right after hydration (the catalogue's files not fetched yet) and once the network is idle (its
// entry already fetched for the header's badges), five rounds, median.
import type { Page } from 'playwright-core';
import { DESKTOP, hydrated, launchBrowser } from '@vitrina/e2e/browser';

const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from the move to `path` to `[data-remote=catalog]` holding a page. */
async function navigate(page: Page, path: string): Promise<number> {
  const started = await page.evaluate((to) => {
    const now = performance.now();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, path);
  await page.waitForSelector('[data-remote="catalog"] [data-testid]');
  return (await page.evaluate(() => performance.now())) - started;
}

export async function remoteNavigationTimes(gateway: string, fromPath: string, categoryPath: string) {
  const browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [times, wait] of [
        [cold, 'hydrated'],
        [warm, 'networkidle'],
      ] as const) {
        const context = await browser.newContext({ viewport: DESKTOP });
        const page = await context.newPage();
        await page.goto(gateway + fromPath, { waitUntil: wait === 'networkidle' ? 'networkidle' : 'load' });
        await hydrated(page);
        times.push(await navigate(page, categoryPath));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    fromPath,
    to: categoryPath,
    'right after hydration ms': Math.round(median(cold)),
    'network idle first ms': Math.round(median(warm)),
  };
}
