// The shop's gates in a real browser: the tobacco shop asks a new visitor's age before it shows
// itself (in its server page already), a yes is remembered across reloads without the question even
// being painted, another shop asks nothing, and the meal-plan shop's header city button opens the
// city choice, whose answer survives a reload and is the menu calculator's city.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SHELL_TEXTS } from '../../shell/src/i18n/all-texts.ts';
import { wcagViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name);
/** One year from now, in the seconds Playwright gives a cookie's expiry, give or take a minute. */
const aYearFromNow = () => Date.now() / 1000 + 365 * 24 * 60 * 60;

/** The page as its server sent it, never hydrated: the shell's scripts do not load. */
async function withoutShellScripts(page: Page) {
  await page.route('**/assets/shell/**', (route) => route.abort());
}

describe('the age question', () => {
  const t = SHELL_TEXTS.ro;
  const question = 'Aveți cel puțin 18 ani?';

  it('covers the tobacco shop on a first visit; only yes opens it, and reloads do not ask again', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP, ageAnswered: false });
    const response = await page.goto(brandUrl(gateway, 'tobacco', '/ro'));
    // In the server's page already: the shop is never painted before the answer.
    expect(await response?.text()).toContain(question);
    await hydratedCleanly(page);
    const gate = page.getByRole('dialog', { name: question });
    await gate.waitFor({ state: 'visible' });
    expect(await gate.locator('.modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await gate.isVisible()).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);

    await gate.getByRole('button', { name: t.ageNo, exact: true }).click();
    await gate.getByRole('alert').waitFor({ state: 'visible' });
    expect(await wcagViolations(page)).toEqual([]);
    expect(await gate.getByRole('button', { name: t.ageYes, exact: true }).count()).toBe(0);
    await gate.getByRole('button', { name: t.ageChangeAnswer }).click();
    await gate.getByRole('button', { name: t.ageYes, exact: true }).click();
    await gate.waitFor({ state: 'hidden' });
    const cookie = await cookieOf(context, 'is_age_valid');
    expect(cookie?.value).toBe('true');
    expect(Math.abs(cookie!.expires - aYearFromNow())).toBeLessThan(60);

    await page.reload();
    await hydratedCleanly(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.modal-layer').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not painted for a visitor who said yes, and covers the shop for one who has not, before any script of the shell runs', async () => {
    const answered = await openPage(chromium.browser, { viewport: DESKTOP });
    await withoutShellScripts(answered.page);
    await answered.page.goto(brandUrl(gateway, 'tobacco', '/ro'));
    expect(await answered.page.getByText(question).isVisible()).toBe(false);
    expect(await answered.page.locator('.site-header').isVisible()).toBe(true);
    await answered.context.close();

    const unanswered = await openPage(chromium.browser, { viewport: DESKTOP, ageAnswered: false });
    await withoutShellScripts(unanswered.page);
    await unanswered.page.goto(brandUrl(gateway, 'tobacco', '/ro'));
    expect(await unanswered.page.getByText(question).isVisible()).toBe(true);
    await unanswered.context.close();
  });

  it('is never asked on a shop that does not ask for it', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP, ageAnswered: false });
    const response = await page.goto(brandUrl(gateway, 'pharmacy', '/ro'));
    expect(await response?.text()).not.toContain('age-gate');
    await hydratedCleanly(page);
    expect(await page.locator('.modal-layer').isHidden()).toBe(true);
    expect(await page.getByTestId('city-button').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the city choice', () => {
  const t = SHELL_TEXTS.ru;

  it("opens from the meal-plan shop's header; the chosen city stays after a reload and prices the menu calculator", async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: DESKTOP });
    await page.goto(brandUrl(gateway, 'meal-plan', '/ru'));
    await hydratedCleanly(page);
    const button = page.getByTestId('city-button');
    expect((await button.textContent())?.trim()).toBe(t.cityChoose);
    await button.click();
    const choice = page.getByRole('dialog', { name: t.cityTitle });
    await choice.waitFor({ state: 'visible' });
    expect(await wcagViolations(page)).toEqual([]);
    expect(await choice.locator('.city-option').allTextContents()).toEqual(['Кишинёв', 'Бубуечь', 'Крикова']);
    await choice.getByRole('button', { name: 'Крикова' }).click();
    await choice.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.textContent()).toContain('Крикова');
    expect((await cookieOf(context, 'selected_city'))?.value).toBe('309');

    await page.reload();
    await hydratedCleanly(page);
    await page.getByTestId('city-button').filter({ hasText: 'Крикова' }).waitFor();
    await page.getByTestId('city-button').click();
    expect(await page.getByRole('button', { name: 'Крикова', pressed: true }).count()).toBe(1);
    await page.keyboard.press('Escape');

    // The calculator offers the city remembered in the same cookie.
    await page.goto(brandUrl(gateway, 'meal-plan', '/ru/menu-calculator'));
    await page.waitForURL(/locality_id=309/);
    await page.getByTestId('menu-plan').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens from the mobile menu at 375 px, which closes first', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport: MOBILE });
    await page.goto(brandUrl(gateway, 'meal-plan', '/ru'));
    await hydratedCleanly(page);
    await page.getByRole('button', { name: t.openMenu }).click();
    const menu = page.getByRole('dialog', { name: t.menu });
    await menu.getByTestId('city-button').click();
    await menu.waitFor({ state: 'detached' });
    const choice = page.getByRole('dialog', { name: t.cityTitle });
    await choice.getByRole('button', { name: 'Бубуечь' }).click();
    await choice.waitFor({ state: 'hidden' });
    expect((await cookieOf(context, 'selected_city'))?.value).toBe('302');
    expect(problems).toEqual([]);
    await context.close();
  });
});
