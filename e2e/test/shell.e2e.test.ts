// The shell's frame in a real browser: header menus by mouse and keyboard, language switch,
// mobile menu and bottom bar, the error page, the skip link, and axe's WCAG 2.2 AA rules on the
// frame, for two brands in two languages at 1280 px and 375 px; and the modal host by keyboard.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import axe from 'axe-core';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../shell/src/i18n/all-texts.ts';
import { LANGUAGE_NAMES } from '../../shell/src/i18n/texts.ts';
import { brandUrl, DESKTOP, MOBILE, hydrated, openPage, recoverableErrors } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';
import { VERSIONS, pin, unpin } from '../src/stack.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

/** A brand's page, hydrated, with the problems the page logs collected. */
async function openShop(brand: string, path: string, options: BrowserContextOptions) {
  const opened = await openPage(chromium.browser, options);
  const response = await opened.page.goto(brandUrl(gateway, brand, path));
  await hydrated(opened.page);
  return { ...opened, status: response?.status() };
}

/** The page hydrated without errors; a 404 document's own status line is the only expected log. */
async function expectCleanPage(page: Page, problems: string[]) {
  expect(await recoverableErrors(page)).toEqual([]);
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
}

const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML ?? '');

async function axeViolations(page: Page, include: string[]) {
  // Evaluated, not added as a <script>: the page's CSP blocks inline scripts without its nonce.
  await page.evaluate(axe.source);
  return page.evaluate(async (selectors) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(
      { include: selectors.filter((s) => document.querySelector(s)).map((s) => [s]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    );
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  }, include);
}

// Two brands, two main languages (Romanian, Ukrainian), each switched to a third language.
const CASES = [
  { brand: 'pharmacy', lang: 'ro', other: 'ru' },
  { brand: 'tech', lang: 'uk', other: 'en' },
] as const;

describe.each(CASES)('$brand in $lang', ({ brand, lang, other }) => {
  const t = SHELL_TEXTS[lang];

  describe('at 1280 px', () => {
    it('opens a category dropdown by mouse and closes it on a click outside', async () => {
      const { page, context, problems } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP });
      expect(
        await page.locator('.header-main').evaluate((el) => el.getBoundingClientRect().height),
      ).toBeGreaterThanOrEqual(88);
      const toggle = page.locator('.category-toggle').first();
      const dropdown = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await toggle.click();
      await dropdown.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await dropdown.getByRole('link').count()).toBeGreaterThanOrEqual(2);
      await page.mouse.click(640, 700);
      await dropdown.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await expectCleanPage(page, problems);
      await context.close();
    });

    it('opens it by keyboard; Escape closes it and gives focus back to its toggle', async () => {
      const { page, context, problems } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP });
      const toggle = page.locator('.category-toggle').first();
      const dropdown = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await dropdown.waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      expect(await dropdown.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dropdown.waitFor({ state: 'hidden' });
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectCleanPage(page, problems);
      await context.close();
    });

    it('closes the dropdown and clears the search on a client-side route change', async () => {
      const { page, context } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP });
      await page.getByRole('button', { name: t.search, exact: true }).click();
      await page.locator('.header-search input[type=search]').fill('vit');
      const toggle = page.locator('.category-toggle').first();
      await toggle.click();
      await page
        .locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL((url) => !url.pathname.endsWith('/brands'));
      await page.waitForFunction(
        () => document.querySelector('.category-toggle')?.getAttribute('aria-expanded') === 'false',
      );
      expect(await page.locator('.header-search input[type=search]').count()).toBe(0);
      await page.getByRole('button', { name: t.search, exact: true }).click();
      expect(await page.locator('.header-search input[type=search]').inputValue()).toBe('');
      await context.close();
    });

    it('switches the language with a full page load, the current language highlighted', async () => {
      const { page, context, problems } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.locator('.language-toggle').click();
      const panel = page.locator('.language-panel');
      await panel.waitFor({ state: 'visible' });
      expect(await panel.locator('[aria-current=true]').textContent()).toBe(LANGUAGE_NAMES[lang]);
      await panel.getByRole('link', { name: LANGUAGE_NAMES[other], exact: true }).click();
      await page.waitForURL(`**/${other}/brands`);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      expect(await page.locator('.skip-link').textContent()).toBe(SHELL_TEXTS[other].skipToContent);
      await expectCleanPage(page, problems);
      await context.close();
    });

    it('skips to the main content from the first Tab', async () => {
      const { page, context } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP });
      await page.keyboard.press('Tab');
      expect(await focusedHtml(page)).toContain('class="skip-link"');
      const box = await page.locator('.skip-link').boundingBox();
      expect(box && box.y >= 0).toBe(true);
      expect(await page.locator('.skip-link').textContent()).toBe(t.skipToContent);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main');
      await context.close();
    });

    it('meets WCAG 2.2 AA on the frame, in the light and the dark scheme', async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openShop(brand, `/${lang}/brands`, { viewport: DESKTOP, colorScheme });
        await page.locator('.category-toggle').first().click();
        expect(await axeViolations(page, ['.skip-link', 'header', 'footer'])).toEqual([]);
        await context.close();
      }
    });
  });

  describe('at 375 px', () => {
    it('shows the bottom bar; its catalog button opens the mobile menu on the catalog tab; arrows switch tabs; Escape returns focus', async () => {
      const { page, context, problems } = await openShop(brand, `/${lang}/brands`, { viewport: MOBILE });
      expect(
        await page.locator('.header-main').evaluate((el) => el.getBoundingClientRect().height),
      ).toBeGreaterThanOrEqual(80);
      expect(await page.locator('.category-nav').isVisible()).toBe(false);
      const bar = page.getByRole('navigation', { name: t.bottomBar });
      await bar.waitFor({ state: 'visible' });
      const opener = bar.getByRole('button', { name: t.catalogTab, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t.menu });
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('tab', { name: t.catalogTab }).getAttribute('aria-selected')).toBe('true');
      expect(await dialog.getByRole('tabpanel').getByRole('link').count()).toBeGreaterThan(3);
      expect(await axeViolations(page, ['.mobile-menu', '.bottom-bar', 'header'])).toEqual([]);

      await dialog.getByRole('tab', { name: t.catalogTab }).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await dialog.getByRole('tab', { name: t.menuTab }).getAttribute('aria-selected')).toBe('true');
      expect(await dialog.getByRole('tabpanel').getByRole('link', { name: LANGUAGE_NAMES[other] }).isVisible()).toBe(
        true,
      );

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await expectCleanPage(page, problems);
      await context.close();
    });

    it('closes the mobile menu when one of its links is followed', async () => {
      const { page, context } = await openShop(brand, `/${lang}/brands`, { viewport: MOBILE });
      await page.getByRole('button', { name: t.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: t.menu });
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('tab', { name: t.menuTab }).getAttribute('aria-selected')).toBe('true');
      await dialog.getByRole('tab', { name: t.catalogTab }).click();
      await dialog.getByRole('tabpanel').getByRole('link').nth(1).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).not.toBe(`/${lang}/brands`);
      await context.close();
    });
  });

  it.each([
    ['at 1280 px', DESKTOP],
    ['at 375 px', MOBILE],
  ])('answers /{lang}/404 and an unknown product path with the 404 page %s', async (_, viewport) => {
    for (const path of [`/${lang}/404`, `/${lang}/product/no-such-product-anywhere`]) {
      const { page, context, problems, status } = await openShop(brand, path, { viewport });
      expect(status).toBe(404);
      const errorPage = page.getByTestId('error-page');
      expect(await errorPage.getByRole('heading', { level: 1 }).textContent()).toContain(t.notFound);
      expect(await page.title()).toContain(t.notFound);
      await errorPage.getByRole('link', { name: t.toMainPage }).click();
      await page.waitForURL(`**/${lang}`);
      await errorPage.waitFor({ state: 'detached' });
      await expectCleanPage(page, problems);
      await context.close();
    }
  });
});

describe('the modal host at 1280 px', () => {
  // Nothing in the demo opens a modal yet: a release of mf-adverts built from
  // e2e/fixtures/modal-adverts owns two modals and a drawer (@vitrina/ui's), through the bus, the
  // second modal opened from inside the first.
  beforeAll(() => pin(gateway, 'kids', 'adverts', VERSIONS.advertsModals));
  afterAll(() => unpin(gateway, 'kids', 'adverts'));
  const t = SHELL_TEXTS.ru;

  /** The focused element by the name a shopper knows it by. */
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? el?.getAttribute('name') ?? el?.textContent?.trim() ?? '';
    });
  /** Waits until focus rests on the element with this name (content may arrive after the frame). */
  const focusReaches = (page: Page, name: string) =>
    page.waitForFunction((wanted) => document.activeElement?.getAttribute('name') === wanted, name);
  const focusInModal = (page: Page) =>
    page.evaluate(() => Boolean(document.querySelector('.modal')?.contains(document.activeElement)));
  /** Where focus goes on each of these key presses, failing as soon as it leaves the modal. */
  async function focusPath(page: Page, keys: string[]): Promise<string[]> {
    const names: string[] = [];
    for (const key of keys) {
      await page.keyboard.press(key);
      expect(await focusInModal(page), `focus left the modal on ${key} after ${names.join(' > ')}`).toBe(true);
      names.push(await focusedName(page));
    }
    return names;
  }

  it('opens a modal by keyboard with focus trapped in it, shows one modal at a time above the page at z-index 60, and Escape closes it with focus back on its opener', async () => {
    const { page, context, problems } = await openShop('kids', '/ru/adverts', { viewport: DESKTOP });
    const layer = page.locator('.modal-layer');
    expect(await layer.isHidden()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const opener = page.getByRole('button', { name: 'Contact the seller', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const contact = page.getByRole('dialog', { name: 'Contact the seller' });
    await contact.waitFor({ state: 'visible' });
    // Focus moved in, to the field the modal marked; Tab and Shift+Tab go round inside.
    await focusReaches(page, 'name');
    expect(await focusInModal(page)).toBe(true);
    expect(await focusPath(page, ['Tab', 'Tab', 'Tab', 'Tab'])).toEqual([
      'message',
      'Report this advert',
      t.close,
      'name',
    ]);
    expect(await focusPath(page, ['Shift+Tab', 'Shift+Tab'])).toEqual([t.close, 'Report this advert']);

    // Above the page: the layer's own z-index, and what is under the header's place is the backdrop.
    expect(await layer.evaluate((el) => getComputedStyle(el).zIndex)).toBe('60');
    const header = await page.locator('.site-header').boundingBox();
    expect(header).not.toBeNull();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.modal-layer') !== null,
      [header!.x + 10, header!.y + header!.height / 2],
    );
    expect(onTop).toBe(true);

    // The first modal opens the second: the bus keeps one, so the first one's content goes.
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Report this advert' });
    await report.waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.locator('#modal-slot h2').allTextContents()).toEqual(['Report this advert']);
    expect(await page.locator('#modal-slot [name=name]').count()).toBe(0);
    // Focus followed into the new content instead of falling to the page, and stays trapped there.
    await focusReaches(page, 'reason');
    expect(await focusInModal(page)).toBe(true);
    expect(await focusPath(page, ['Tab', 'Tab', 'Tab'])).toEqual(['Send the report', t.close, 'reason']);

    await page.keyboard.press('Escape');
    await layer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#modal-slot').innerHTML()).toBe('');
    // Back on what opened the first modal (the second one's opener went with the first modal).
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectCleanPage(page, problems);
    await context.close();
  });

  it('lays a drawer along the end edge through the same host, and closes it when its owner leaves the page', async () => {
    const { page, context, problems } = await openShop('kids', '/ru/adverts', { viewport: DESKTOP });
    const layer = page.locator('.modal-layer');
    const opener = page.getByRole('button', { name: 'Filter adverts', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor({ state: 'visible' });
    // Its fields come with their own chunk, after the frame opened: focus still reaches the marked one.
    await focusReaches(page, 'max-price');
    // The whole height of the window, against its end edge, narrower than a centred modal.
    const [panel, frame] = await Promise.all([page.locator('.modal').boundingBox(), layer.boundingBox()]);
    expect(panel && frame).toBeTruthy();
    expect(Math.round(panel!.x + panel!.width)).toBe(Math.round(frame!.x + frame!.width));
    expect(Math.round(panel!.height)).toBe(Math.round(frame!.height));
    expect(panel!.width).toBeLessThanOrEqual(420);

    // Escape closes it through the bus, with focus back on the opener, which opens it again.
    await page.keyboard.press('Escape');
    await layer.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    await focusReaches(page, 'max-price');

    // A link inside leads to another page: the drawer's owner goes, and its window with it.
    await drawer.getByRole('link', { name: 'To the home page' }).click();
    await page.waitForURL('**/ru/');
    await layer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectCleanPage(page, problems);
    await context.close();
  });
});
