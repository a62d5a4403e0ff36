import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';

/** Debian's chromium, and how every test and bench starts it: headless, nothing fetched from outside. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Debian's chromium; nothing is downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * The ceiling of a test that walks many pages in one go (every page type of a shop, through axe or
 * the HTML checker): a bound against hanging, far above the time on a quiet machine, so a busy
 * shared machine slows it without failing it.
 */
export const SWEEP_TIMEOUT_MS = 300_000;

/** The desktop window the journeys and benches use. */
export const DESKTOP = { width: 1280, height: 900 };

/** The phone window of the mobile journeys. */
export const MOBILE = { width: 375, height: 740 };

/** Shops whose settings ask every visitor's age before showing the shop (the seed's age_restriction_min_age). */
const AGE_GATED_BRANDS = ['tobacco'];

/**
 * Answers the browser logs as failed resources that are the protocol's own: a cart that cannot be
 * ordered as it is gets 400 from validate-products (the body names the problems), and a synchronised
 * cart record not written yet answers 404 with the version a first save names. Any other refused
 * resource still counts.
 */
const EXPECTED_REFUSALS = [
  { status: 400, path: '/api/general/cart/validate-products' },
  { status: 404, path: '/api/cart-redis' },
];

function isExpectedRefusal(msg: ConsoleMessage): boolean {
  return EXPECTED_REFUSALS.some(
    ({ status, path }) =>
      msg.text().startsWith(`Failed to load resource: the server responded with a status of ${status}`) &&
      new URL(msg.location().url).pathname === path,
  );
}

/**
 * A page that records console errors, uncaught exceptions and failed requests. Its context has
 * answered the age question yes (the `is_age_valid` cookie on the shops that ask), so journeys
 * about anything else see the shop; `ageAnswered: false` starts as a visitor who has not.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions & { ageAnswered?: boolean } = {}) {
  const { ageAnswered = true, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (ageAnswered)
    await context.addCookies(
      AGE_GATED_BRANDS.map((brand) => ({
        name: 'is_age_valid',
        value: 'true',
        domain: `${brand}.localhost`,
        path: '/',
      })),
    );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !isExpectedRefusal(msg)) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
}

/** The URL of a brand's shop on the gateway, by host name (`<brand>.localhost`). */
export function brandUrl(gateway: string, brand: string, path: string): string {
  const port = new URL(gateway).port;
  return `http://${brand}.localhost:${port}${path}`;
}

/**
 * Waits until React has committed the hydration of the whole page (the frame and the remote's
 * area): from then on the page's handlers are attached. The one way the journeys wait for it.
 */
export const hydrated = (page: Page) => page.waitForFunction(() => window.__VITRINA_HYDRATED__ === true);

export async function recoverableErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__VITRINA_RECOVERABLE__ ?? []);
}

/** Hydrated, and without a hydration mismatch (React recovered from none). */
export async function hydratedCleanly(page: Page): Promise<void> {
  await hydrated(page);
  const errors = await recoverableErrors(page);
  if (errors.length > 0) throw new Error(`hydration recovered from errors:\n${errors.join('\n')}`);
}

declare global {
  interface Window {
    /** Set by the shell once hydration has committed (shell/src/app/hydration.tsx). */
    __VITRINA_HYDRATED__?: true;
    /** Errors React recovered from while hydrating, collected from before hydration starts. */
    __VITRINA_RECOVERABLE__?: string[];
  }
}
