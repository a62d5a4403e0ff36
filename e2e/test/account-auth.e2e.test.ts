// mf-account's sign-in journeys in chromium against the real API: registration in the window the
// header opens -> the activation letter -> signed in on /cabinet; the guard's redirect opening the
// sign-in; a wrong password said in the window; sign-in with the keyboard; logout in one tab seen
// by the other; the password reset by its letter. Two shops, two languages, phone and desktop.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { mailedLink, outboxOf } from '../src/outbox.ts';
import { useBrowser } from '../src/use-browser.ts';
import { pageCall } from '../src/page-call.ts';

const gateway = inject('gateway');
const outbox = outboxOf(inject('modulesDir'));
const chromium = useBrowser();
const PASSWORD = 'long-enough-secret';

const CASES = [
  { brand: 'pharmacy', lang: 'en', viewport: DESKTOP, welcome: 'You are signed in.' },
  { brand: 'kids', lang: 'uk', viewport: MOBILE, welcome: 'Ви увійшли в акаунт.' },
] as const;

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Opens the sign-in window as the shopper would, with the keyboard: the header's button, or the phone menu's. */
async function openSignIn(page: Page, mobile: boolean) {
  if (mobile) {
    await page.locator('.bottom-bar button', { hasText: /menu|меню/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('mobile-sign-in').focus();
  } else await page.getByTestId('header-sign-in').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('login-form').waitFor();
}

/** Types into a field of the open window with the keyboard only. */
async function typeInto(page: Page, selector: string, text: string) {
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

/** Resolves once the document was replaced (the page reloads itself 200 ms after a sign-in). */
async function afterReload(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
  await act();
  await page.waitForFunction(() => !('__beforeReload' in window));
  await hydratedCleanly(page);
}

async function signInWithKeyboard(page: Page, email: string, password: string) {
  await typeInto(page, '[data-testid=login-form] input[name=email]', email);
  await typeInto(page, '[data-testid=login-form] input[name=password]', password);
  await page.keyboard.press('Enter');
}

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const context of opened) await context.close();
});

describe.each(CASES)('signing in on $brand in $lang', ({ brand, lang, viewport, welcome }) => {
  const email = uniqueEmail(`${brand}-${lang}`);
  const url = (path: string) => brandUrl(gateway, brand, path);

  it('registers in the window, activates by the letter and lands signed in on the cabinet', async () => {
    const { page, context, problems } = await openPage(chromium.browser, { viewport });
    opened.push(context);
    await page.goto(url(`/${lang}`));
    await hydratedCleanly(page);
    await openSignIn(page, viewport === MOBILE);
    await page.locator('[data-testid=login-form] button', { hasText: /account|акаунт/i }).focus();
    await page.keyboard.press('Enter');
    await typeInto(page, '[data-testid=register-form] input[name=email]', email);
    await typeInto(page, '[data-testid=register-form] input[name=first_name]', 'Ana');
    await typeInto(page, '[data-testid=register-form] input[name=password]', PASSWORD);
    await typeInto(page, '[data-testid=register-form] input[name=re_password]', PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByTestId('register-sent').filter({ hasText: email }).waitFor();

    const [uid, token] = await mailedLink(outbox, email, new RegExp(`/${lang}/activate/(\\d+)/([A-Za-z0-9_-]+)`));
    await page.goto(url(`/${lang}/activate/${uid}/${token}`));
    await page.waitForURL((at) => at.pathname === `/${lang}/cabinet`);
    await hydratedCleanly(page);
    expect(await page.getByTestId('cabinet-page').textContent()).toContain(email);
    expect(await seriousViolations(page, 'account')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens the sign-in where the guard sends a guest, says a wrong password, and signs in with the keyboard', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport });
    opened.push(context);
    await page.goto(url(`/${lang}/account/profile`));
    await hydratedCleanly(page);
    await page.getByTestId('login-form').waitFor();
    // The parameter did its work and leaves the address bar.
    expect(pathOf(page)).toBe(`/${lang}`);

    await signInWithKeyboard(page, email, 'not-the-password');
    const alert = page.locator('[data-testid=login-form] [role=alert]');
    await alert.waitFor();
    await expect.poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.locator('[data-testid=login-form] input[name=password]').fill('');
    await afterReload(page, async () => {
      await typeInto(page, '[data-testid=login-form] input[name=password]', PASSWORD);
      await page.keyboard.press('Enter');
    });
    // The notice outlives the reload that draws the page again for the shopper.
    await page.locator('.notices', { hasText: welcome }).waitFor();
    // The page was drawn again for the shopper: the header leads to the cabinet, which opens.
    await page.getByTestId('header-account').waitFor({ state: 'attached' });
    await page.goto(url(`/${lang}/cabinet`));
    expect(pathOf(page)).toBe(`/${lang}/cabinet`);
    expect(await page.getByTestId('cabinet-page').textContent()).toContain(email);
  });

  it('signs a second tab out when the first one logs out', async () => {
    const { page, context } = await openPage(chromium.browser, { viewport });
    opened.push(context);
    await page.goto(url(`/${lang}`));
    await hydratedCleanly(page);
    expect((await pageCall(page, '/api/auth/jwt/create', 'POST', { email, password: PASSWORD })).status).toBe(200);
    const other = await context.newPage();
    await other.goto(url(`/${lang}/cabinet`));
    await hydratedCleanly(other);
    await page.goto(url(`/${lang}/cabinet`));
    await hydratedCleanly(page);

    await page.getByTestId('sign-out').click();
    await page.waitForURL((at) => at.pathname === `/${lang}`);
    // The other tab heard it: it leaves the cabinet for the sign-in.
    await other.waitForURL((at) => at.pathname === `/${lang}`);
    await other.getByTestId('login-form').waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  });
});

describe('the password reset', () => {
  it('mails a link whose page sets a new password that signs in', async () => {
    const email = uniqueEmail('reset');
    const { page, context } = await openPage(chromium.browser, { viewport: DESKTOP });
    opened.push(context);
    const url = (path: string) => brandUrl(gateway, 'pharmacy', path);
    await page.goto(url('/ro'));
    await hydratedCleanly(page);
    expect((await pageCall(page, '/api/auth/users', 'POST', { email, password: PASSWORD })).status).toBe(201);
    // Registered by a bare fetch (the browser's own language): any language's link activates.
    const [uid, token] = await mailedLink(outbox, email, /\/[a-z]{2}\/activate\/(\d+)\/([A-Za-z0-9_-]+)/);
    await page.goto(url(`/ro/activate/${uid}/${token}`));
    await page.waitForURL((at) => at.pathname === '/ro/cabinet');
    // The cabinet is a new page (the activation loads it): its button works once it is hydrated.
    await hydratedCleanly(page);
    await page.getByTestId('sign-out').click();
    await page.waitForURL((at) => at.pathname === '/ro');

    await openSignIn(page, false);
    await page.locator('[data-testid=login-form] .mfa-link').first().click();
    await page.locator('[data-testid=reset-form] input[name=email]').fill(email);
    await page.locator('[data-testid=reset-form] button[type=submit]').click();
    await page.getByTestId('reset-sent').waitFor();

    const [resetUid, resetToken] = await mailedLink(
      outbox,
      email,
      /\/ro\/password\/reset\/confirm\/(\d+)\/([A-Za-z0-9_-]+)/,
    );
    await page.goto(url(`/ro/password/reset/confirm/${resetUid}/${resetToken}`));
    await hydratedCleanly(page);
    await page.locator('input[name=new_password]').fill('a-brand-new-secret');
    await page.locator('input[name=re_new_password]').fill('a-brand-new-secret');
    await page.locator('[data-testid=new-password-page] button[type=submit]').click();
    // Home, with the sign-in open; the new password works there.
    await page.getByTestId('login-form').waitFor();
    expect(pathOf(page)).toBe('/ro');
    await afterReload(page, () => signInWithKeyboard(page, email, 'a-brand-new-secret'));
    await page.getByTestId('header-account').waitFor();
  });
});
