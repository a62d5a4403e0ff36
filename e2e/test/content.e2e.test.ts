import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, MOBILE, hydratedCleanly, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();
// Three brands, each in its main language and in English, on a desktop and a phone width.
const CASES = [
  { brand: 'pharmacy', lang: 'ro', viewport: DESKTOP, sent: 'Mulțumim!' },
  { brand: 'pharmacy', lang: 'en', viewport: MOBILE, sent: 'Thank you!' },
  { brand: 'tech', lang: 'uk', viewport: MOBILE, sent: 'Дякуємо!' },
  { brand: 'tech', lang: 'en', viewport: DESKTOP, sent: 'Thank you!' },
  { brand: 'kids', lang: 'ru', viewport: DESKTOP, sent: 'Спасибо!' },
  { brand: 'kids', lang: 'en', viewport: MOBILE, sent: 'Thank you!' },
] as const;

/** Nothing in the remote's area is wider than the screen. */
async function fitsWidth(page: Page) {
  const overflow = await page.locator('[data-remote=content]').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(['pharmacy', 'tech', 'kids'])('%s without JavaScript', (brand) => {
  it('has the article list, an article, contacts and a content page in the HTML', async () => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    const lang = brand === 'tech' ? 'uk' : 'ro';
    await page.goto(brandUrl(gateway, brand, `/${lang}/articles`));
    expect(await page.getByTestId('article-card-large').count()).toBe(2);
    const href = await page.getByTestId('article-card-large').first().locator('a').getAttribute('href');
    await page.goto(brandUrl(gateway, brand, href!));
    expect(await page.locator('[data-testid=article-page] h1').textContent()).toBeTruthy();
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('BreadcrumbList')]),
    );
    await page.goto(brandUrl(gateway, brand, `/${lang}/contacts`));
    expect(await page.getByTestId('contact-address').count()).toBeGreaterThan(0);
    await page.goto(brandUrl(gateway, brand, `/${lang}/page/about`));
    expect(await page.locator('[data-testid=content-page] h1').textContent()).toBeTruthy();
    await context.close();
  });

  it('answers 404 for a content page, an album or a vacancy the back end does not have', async () => {
    const { page, context } = await openPage(chromium.browser, { javaScriptEnabled: false });
    const lang = brand === 'tech' ? 'uk' : 'ro';
    for (const path of ['/page/no-such-page', '/gallery/999999', '/career/abc']) {
      const res = await page.goto(brandUrl(gateway, brand, `/${lang}${path}`));
      expect(res?.status(), path).toBe(404);
      await page.getByTestId('error-page').waitFor();
    }
    await context.close();
  });
});

describe.each(CASES)('$brand in $lang at $viewport.width px', ({ brand, lang, viewport, sent }) => {
  it('lists the news in a chunk of 2 large and 4 small cards and opens an article', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport });
    await page.goto(brandUrl(gateway, brand, `/${lang}/articles`));
    await hydratedCleanly(page);
    expect(await page.getByTestId('article-card-large').count()).toBe(2);
    expect(await page.getByTestId('article-card-small').count()).toBe(4);
    await fitsWidth(page);
    expect(await seriousViolations(page, 'content')).toEqual([]);

    // The tab link of "all" carries no tab parameter; another tab does.
    const tabs = page.locator('.mfc-tabs a');
    expect(await tabs.first().getAttribute('href')).toBe(`/${lang}/articles`);
    expect(await tabs.nth(1).getAttribute('href')).toBe(`/${lang}/articles?tab=1`);

    await page.getByTestId('article-card-large').first().locator('a').click();
    await page.getByTestId('article-page').waitFor();
    await page.getByTestId('recommended-articles').waitFor();
    expect(await page.getByTestId('recommended-articles').getByTestId('article-card-large').count()).toBe(2);
    await fitsWidth(page);
    expect(await seriousViolations(page, 'content')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the contacts and a content page', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport });
    await page.goto(brandUrl(gateway, brand, `/${lang}/contacts`));
    await hydratedCleanly(page);
    expect(await page.getByTestId('contact-address').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=contact-phones] a[href^="tel:"]').count()).toBeGreaterThan(0);
    await fitsWidth(page);
    expect(await seriousViolations(page, 'content')).toEqual([]);

    await page.goto(brandUrl(gateway, brand, `/${lang}/page/about`));
    await hydratedCleanly(page);
    expect(await page.locator('[data-testid=content-page] h1').textContent()).toBeTruthy();
    await fitsWidth(page);
    expect(await seriousViolations(page, 'content')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends the career form with a file, which the server stores', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport });
    await page.goto(brandUrl(gateway, brand, `/${lang}/career`));
    await hydratedCleanly(page);
    expect(await seriousViolations(page, 'content')).toEqual([]);
    const form = page.getByTestId('resume-form');

    // Client-side check with the contract's schema: nothing is sent, the fields say why.
    await form.locator('button[type=submit]').click();
    await form.locator('[data-field-error=name]').waitFor();
    expect(await form.locator('[data-field-error]').count()).toBe(4);

    const pdf = Buffer.from(`%PDF-1.4\n% ${brand} ${lang}\n%%EOF\n`);
    await form.locator('input[name=name]').fill('Elena Rusu');
    await form.locator('input[name=email]').fill('elena@example.md');
    await form.locator('input[name=phone]').fill('+373 69 000 111');
    await form.locator('input[name=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    const started = Date.now();
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/base/send-resume') && res.request().method() === 'POST'),
      form.locator('button[type=submit]').click(),
    ]);
    expect(response.status()).toBe(201);
    const stored = (await response.json()) as { file: { sha256: string; size: number } };
    expect(stored.file).toEqual({
      name: 'cv.pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    await page.locator('[data-form-status=sent]').waitFor();
    expect(await page.locator('[data-form-status=sent]').textContent()).toContain(sent);
    console.info(`career form of ${brand}/${lang}: solved and sent in ${Date.now() - started} ms`);
    expect(await form.locator('[data-field-error]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
