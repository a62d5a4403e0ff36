// axe-core's WCAG 2.0/2.1/2.2 A and AA rules, findings of every impact, on whole pages in a real
// browser: every page type of one shop at 1280 px and 375 px, a few page types of three shops in
// two languages each, and the frame's open states (search window, language panel, mobile menu and
// search) and hovered buttons. A test lists all its findings at once.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage, SWEEP_TIMEOUT_MS } from '../src/browser.ts';
import { pagesOfEachType, searchWordOfProduct } from '../src/page-types.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

/** One browser page for a whole test: each step loads a URL, waits for hydration, runs axe. */
async function auditor(viewport: typeof DESKTOP) {
  const { page, context } = await openPage(chromium.browser, { viewport });
  const findings: string[] = [];
  return {
    page,
    findings,
    async open(brand: string, path: string) {
      await page.goto(brandUrl(gateway, brand, path));
      await hydratedCleanly(page);
    },
    /** axe on the page as it is now; `what` names the page and state in the findings. */
    async check(what: string) {
      findings.push(...(await wcagViolations(page)).map((f) => `${what} @${viewport.width}px: ${f}`));
    },
    close: () => context.close(),
  };
}

const pathOf = (pages: { type: string; path: string }[], type: string) => pages.find((p) => p.type === type)!.path;

describe.each([DESKTOP, MOBILE])('every page type of pharmacy in Romanian at $width px', (viewport) => {
  it('has no WCAG 2.2 AA violations', { timeout: SWEEP_TIMEOUT_MS }, async () => {
    const pages = await pagesOfEachType(gateway, 'pharmacy', 'ro');
    const audit = await auditor(viewport);
    for (const { path } of pages) {
      await audit.open('pharmacy', path);
      await audit.check(`pharmacy ${path}`);
    }
    await audit.close();
    expect(audit.findings).toEqual([]);
  });
});

/** The other shops and languages: the page types whose look follows the shop's theme and texts. */
const SHOP_LANGUAGES = [
  { brand: 'pharmacy', lang: 'ru', viewport: MOBILE },
  { brand: 'speakers', lang: 'ro', viewport: DESKTOP },
  { brand: 'speakers', lang: 'en', viewport: MOBILE },
  { brand: 'tech', lang: 'uk', viewport: DESKTOP },
  { brand: 'tech', lang: 'en', viewport: MOBILE },
];
const SAMPLED_TYPES = ['home', 'category', 'product/:slug', 'articles/:slug', 'contacts'];

describe.each(SHOP_LANGUAGES)('$brand in $lang at $viewport.width px', ({ brand, lang, viewport }) => {
  it(`has no WCAG 2.2 AA violations on ${SAMPLED_TYPES.join(', ')}`, { timeout: SWEEP_TIMEOUT_MS }, async () => {
    const pages = await pagesOfEachType(gateway, brand, lang);
    const audit = await auditor(viewport);
    for (const type of SAMPLED_TYPES) {
      const path = pathOf(pages, type);
      await audit.open(brand, path);
      await audit.check(`${brand} ${path}`);
    }
    await audit.close();
    expect(audit.findings).toEqual([]);
  });
});

/**
 * The links and buttons outside `selector` that its box overlaps: an open panel must hide none of
 * them, even in part (axe checks only what is left of a partly hidden one).
 */
function controlsCoveredBy(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')]
      .filter((control) => !panel.contains(control) && control.checkVisibility())
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
}

/** Hovered, a button keeps its text readable (axe reads the computed styles of the hover state). */
async function checkHovered(audit: Awaited<ReturnType<typeof auditor>>, selector: string, what: string) {
  const target = audit.page.locator(selector).first();
  await target.hover();
  await audit.check(`${what}, ${selector} hovered`);
}

describe.each(['pharmacy', 'tech'])('the open states of the %s frame', (brand) => {
  it('at 1280 px: search window, language panel and hovered buttons', async () => {
    const lang = brand === 'tech' ? 'uk' : 'ro';
    const pages = await pagesOfEachType(gateway, brand, lang);
    const audit = await auditor(DESKTOP);
    const { page } = audit;
    const product = pathOf(pages, 'product/:slug');
    await audit.open(brand, product);
    const word = await searchWordOfProduct(page);
    await page.locator('.search-toggle').click();
    await page.locator('.header-search input[type=search]').fill(word);
    await page.getByTestId('search-hit').first().waitFor();
    await audit.check(`${brand} ${product}, search window open`);
    await page.keyboard.press('Escape');
    await page.getByTestId('search-window').waitFor({ state: 'detached' });

    await page.locator('.language-toggle').click();
    await page.locator('.language-panel').waitFor();
    await audit.check(`${brand} ${product}, language panel open`);
    audit.findings.push(...(await controlsCoveredBy(page, '.language-panel')).map((c) => `language panel covers ${c}`));
    await page.keyboard.press('Escape');

    for (const button of [
      '.catalog-button',
      '.action',
      '[data-remote=catalog] .btn-primary',
      '[data-remote=catalog] .btn:not(.btn-primary)',
    ])
      await checkHovered(audit, button, `${brand} ${product}`);
    const contacts = pathOf(pages, 'contacts');
    await audit.open(brand, contacts);
    await checkHovered(audit, '[data-remote=content] .vui-button-primary', `${brand} ${contacts}`);
    await audit.open(brand, `/${lang}/no-such-page-here`);
    await checkHovered(audit, '.error-page .button', `${brand} 404`);
    await audit.close();
    expect(audit.findings).toEqual([]);
  });

  it('at 375 px: mobile menu on both tabs and the mobile search', async () => {
    const lang = brand === 'tech' ? 'uk' : 'ro';
    const audit = await auditor(MOBILE);
    const { page } = audit;
    await audit.open(brand, `/${lang}`);
    for (const tab of ['first', 'last'] as const) {
      await page.locator('.bottom-bar button')[tab]().click();
      await page.getByRole('dialog').waitFor();
      await audit.check(`${brand} /${lang}, mobile menu open from the bar's ${tab} button`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.locator('[data-mobile-search-toggle]').click();
    await page.locator('.mobile-search input[type=search]').fill('vit');
    await audit.check(`${brand} /${lang}, mobile search open`);
    await audit.close();
    expect(audit.findings).toEqual([]);
  });
});
