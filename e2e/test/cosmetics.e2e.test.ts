// What a shopper sees, in a real browser: the logo's whole name, a one-row header at 1025 px, list
// pages named after themselves, a breadcrumb landmark named as such, a Ukrainian shop's partners
// in Ukraine and a logistics page of its own. Each check saves a screenshot to look at (under
// e2e/.artifacts/, not compared with a baseline: fonts differ between machines) and asserts the
// geometry or text itself, so it holds whatever fonts the machine has.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, DESKTOP, hydratedCleanly, openPage } from '../src/browser.ts';
import { ROOT } from '../src/processes.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();
const ARTIFACTS = join(ROOT, 'e2e/.artifacts/cosmetics');
mkdirSync(ARTIFACTS, { recursive: true });

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
const BRANDS = [
  'speakers',
  'habsev',
  'pharmacy',
  'doors',
  'kids',
  'tobacco',
  'plastics',
  'tech',
  'doors-2',
  'meal-plan',
];

describe('the header', () => {
  it("shows the pharmacy logo's whole name, inside the header, at 1280 px", async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro'));
    const logo = page.locator('.brand img');
    await logo.evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'logo-pharmacy-1280');
    const [image, header, tools] = [
      await box(page, '.brand img'),
      await box(page, '.header-main'),
      await box(page, '.header-tools'),
    ];
    expect(image.left).toBeGreaterThanOrEqual(header.left);
    expect(image.top).toBeGreaterThanOrEqual(header.top);
    expect(image.bottom).toBeLessThanOrEqual(header.bottom);
    expect(image.right).toBeLessThanOrEqual(tools.left);
    // The name is drawn inside the picture, so it is measured in the picture itself.
    await page.goto(await logo.evaluate((img: HTMLImageElement) => img.currentSrc));
    await screenshot(page, 'logo-pharmacy-picture');
    const drawn = await page.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const texts = [...svg.querySelectorAll('text')];
      const name = texts.find((text) => text.textContent === 'Farmacia Verde')!.getBBox();
      return { right: name.x + name.width, width: svg.viewBox.baseVal.width, bottom: name.y + name.height };
    });
    expect(drawn.right).toBeLessThanOrEqual(drawn.width);
    expect(drawn.bottom).toBeLessThanOrEqual(48);
    await context.close();
  });

  it.each(BRANDS)('of %s keeps one row at 1025 px: as tall as at 1280 px', async (brand) => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    const lang = brand === 'tech' ? 'uk' : 'ro';
    await page.goto(brandUrl(gateway, brand, `/${lang}`));
    const wide = await box(page, '.site-header');
    await page.setViewportSize({ width: 1025, height: DESKTOP.height });
    await screenshot(page, `header-${brand}-1025`);
    const narrow = await box(page, '.site-header');
    expect(narrow.height).toBe(wide.height);
    // One row of categories: the row is exactly as tall as one of its links.
    expect((await box(page, '.category-row')).height).toBe((await box(page, '.category-link')).height);
    await context.close();
  });

  it("opens a category's dropdown under its button at 1025 px, uncut by the row", async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: { width: 1025, height: 900 } });
    await page.goto(brandUrl(gateway, 'pharmacy', '/ro'));
    await hydratedCleanly(page);
    const toggle = page.locator('.category-toggle').nth(3);
    await toggle.click();
    const dropdown = page.locator('.category-dropdown:not([hidden])');
    await dropdown.waitFor();
    await screenshot(page, 'dropdown-pharmacy-1025');
    const [button, panel] = [await toggle.boundingBox(), await dropdown.boundingBox()];
    expect(Math.round(panel!.x)).toBe(Math.round(button!.x));
    expect(Math.round(panel!.y)).toBe(Math.round(button!.y + button!.height));
    // What is drawn at the panel's middle is the panel: nothing clips or covers it.
    const shown = await dropdown.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(shown).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('list pages', () => {
  it.each([
    ['ro', 'favorites', 'Favorite'],
    ['ro', 'compare', 'Comparare'],
    ['ru', 'compare', 'Сравнение'],
  ])('/%s/%s is named in its title and h1, in the HTML and after hydration', async (lang, list, name) => {
    const path = `/${lang}/${list}`;
    const server = await openPage(chromium.browser, { javaScriptEnabled: false });
    await server.page.goto(brandUrl(gateway, 'pharmacy', path));
    expect(await server.page.title()).toBe(`${name} | Farmacia Verde`);
    expect(await server.page.locator('h1').allTextContents()).toEqual([name]);
    expect(await server.page.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    await server.context.close();

    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'pharmacy', path));
    await hydratedCleanly(page);
    await screenshot(page, `title-${lang}-${list}`);
    expect(await page.title()).toBe(`${name} | Farmacia Verde`);
    expect(await page.locator('h1').allTextContents()).toEqual([name]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the breadcrumb landmark', () => {
  it.each([
    ['a catalogue', 'ro', '/ro/vitamine', 'Traseu de navigare'],
    ['a catalogue', 'ru', '/ru/vitaminy', 'Навигационная цепочка'],
    ['a content', 'ro', '/ro/contacts', 'Traseu de navigare'],
    ['a content', 'en', '/en/contacts', 'Breadcrumbs'],
  ])('on %s page in %s is named as the breadcrumb, not as its first crumb', async (_, lang, path, label) => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, 'pharmacy', path));
    await screenshot(page, `breadcrumb-${lang}-${path.split('/')[2]}`);
    const trail = page.getByRole('navigation', { name: label, exact: true });
    expect(await trail.count()).toBe(1);
    const firstCrumb = (await trail.locator('li').first().textContent())!.trim();
    expect(firstCrumb).not.toBe(label);
    await context.close();
  });
});

describe('the tech shop in Kyiv', () => {
  it('lists its partners in Ukrainian cities with +380 numbers', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, 'tech', '/uk/partners'));
    await screenshot(page, 'partners-tech-uk');
    const regions = page.locator('[data-testid=partners-page] section[aria-label]');
    expect(await regions.locator('h3').allTextContents()).toEqual(['Київ', 'Львів', 'Одеса']);
    const phones = await regions.locator('a[href^="tel:"]').allTextContents();
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((phone) => phone.startsWith('+380 '))).toBe(true);
    expect(await page.getByTestId('partners-page').textContent()).not.toMatch(/Кишин|Chișinău|\+373/);
    await context.close();
  });

  it('has a logistics page of its own, not the FAQ again', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto(brandUrl(gateway, 'tech', '/uk/faq'));
    const questions = await page.locator('[data-testid=faq-page] summary').allTextContents();
    expect(questions.length).toBeGreaterThan(0);
    await page.goto(brandUrl(gateway, 'tech', '/uk/logistics'));
    await screenshot(page, 'logistics-tech-uk');
    const logistics = (await page.getByTestId('logistics-page').textContent())!;
    for (const question of questions) expect(logistics).not.toContain(question);
    expect(logistics).toContain('Доставляємо по всій Україні');
    expect(logistics).toContain('Nova Poshta');
    await context.close();
  });
});
