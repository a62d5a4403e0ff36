// mf-account's profile pages in chromium against the real API: the personal data form (a phone the
// API refuses said at its field, then a save that survives a reload), in two shops, two languages,
// phone and desktop; the picture, the sign-in e-mail and phone changed with their codes, the
// password; the support form; the terms; and the account deleted by its letter's link, after
// which the address signs in no more. Axe on each page, the phone width without sideways scrolling.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { mailedLink, outboxOf } from '../src/outbox.ts';
import { useBrowser } from '../src/use-browser.ts';
import { pageCall } from '../src/page-call.ts';

const gateway = inject('gateway');
const outbox = outboxOf(inject('modulesDir'));
/** Where the e2e API writes its text messages (api/src/accounts/code-sender.ts), beside the mail. */
const smsOutbox = join(outbox, '..', 'sms-outbox');
const chromium = useBrowser();
const PASSWORD = 'long-enough-secret';
const NEW_PASSWORD = 'another-long-secret';
/** A 1×1 PNG: a picture the API decodes and re-encodes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** A call from the page's own script (same origin), as mf-account makes it. */

/** The code texted to `digits` (the number as + and digits), once the API has written it. */
async function textedCode(digits: string): Promise<string> {
  for (;;) {
    for (const file of await readdir(smsOutbox).catch(() => [] as string[])) {
      const text = await readFile(join(smsOutbox, file), 'utf8');
      const code = /\b(\d{6})\b/.exec(text.split('\n\n')[1] ?? '')?.[1];
      if (text.startsWith(`To: ${digits}\n`) && code) return code;
    }
    // Written before the answer; still, wait for the file system, not for a time.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A registered, activated shopper, signed in in this page's browser (activation sets the cookies). */
async function newShopper(page: Page, url: (path: string) => string, lang: string): Promise<string> {
  const email = uniqueEmail(`profile-${lang}`);
  await page.goto(url(`/${lang}`));
  await hydratedCleanly(page);
  expect((await pageCall(page, '/api/auth/users', 'POST', { email, password: PASSWORD })).status).toBe(201);
  const [uid, token] = await mailedLink(outbox, email, new RegExp(`/${lang}/activate/(\\d+)/([A-Za-z0-9_-]+)`));
  expect((await pageCall(page, '/api/auth/users/activation', 'POST', { uid, token })).status).toBe(200);
  return email;
}

/** Opens a cabinet page as the signed-in shopper and checks it: drawn by the server, hydrated, axe-clean, no sideways scroll. */
async function openCabinetPage(page: Page, url: string, testId: string) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  // The server drew the page's data: it is in the HTML before any script ran.
  expect(await res?.text()).toContain(`data-testid="${testId}"`);
  await hydratedCleanly(page);
  expect(await seriousViolations(page, 'account')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const notices = (page: Page) => page.locator('.notices').textContent();
const field = (page: Page, form: string, name: string) => page.locator(`[data-testid=${form}] [name=${name}]`);
const fieldError = (page: Page, form: string, name: string) =>
  page.locator(`[data-testid=${form}] [data-field-error=${name}]`);

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

const CASES = [
  {
    brand: 'pharmacy',
    lang: 'en',
    viewport: DESKTOP,
    digits: '69123456',
    shown: '+(373) 69-123-456',
    invalidPhone: 'Enter a valid phone number.',
    saved: 'Saved.',
  },
  {
    brand: 'plastics',
    lang: 'ro',
    viewport: MOBILE,
    digits: '712345678',
    shown: '+40 712-345-678',
    invalidPhone: 'Introduceți un număr de telefon valid.',
    saved: 'Salvat.',
  },
] as const;

describe.each(CASES)(
  'the profile on $brand in $lang',
  ({ brand, lang, viewport, digits, shown, invalidPhone, saved }) => {
    const url = (path: string) => brandUrl(gateway, brand, path);
    let page: Page;
    let problems: string[];
    beforeAll(async () => {
      const opened = await openPage(chromium.browser, { viewport });
      contexts.push(opened.context);
      ({ page, problems } = opened);
      await newShopper(page, url, lang);
    });

    it("says a phone the API refuses at its field, then saves data that a reload shows, in the shop's mask", async () => {
      await openCabinetPage(page, url(`/${lang}/account/profile`), 'profile-page');
      await field(page, 'personal-form', 'first_name').fill('Ana');
      await field(page, 'personal-form', 'phone').fill('69');
      await page.locator('[data-testid=personal-form] button[type=submit]').click();
      await expect.poll(() => fieldError(page, 'personal-form', 'phone').textContent()).toBe(invalidPhone);
      // The keyboard lands on what to fix.
      await expect
        .poll(() => field(page, 'personal-form', 'phone').evaluate((el) => el === document.activeElement))
        .toBe(true);

      await field(page, 'personal-form', 'phone').fill(digits);
      expect(await field(page, 'personal-form', 'phone').inputValue()).toBe(shown);
      await field(page, 'personal-form', 'birthday').fill('1990-02-28');
      const submit = page.locator('[data-testid=personal-form] button[type=submit]');
      await submit.click();
      // The loading flag stays on after the save (spec: 3 s), saying it saved, then lets go.
      await expect.poll(() => page.getByTestId('personal-status').textContent()).toBe(saved);
      expect(await submit.getAttribute('aria-busy')).toBe('true');
      await expect.poll(() => submit.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
      expect(await fieldError(page, 'personal-form', 'phone').count()).toBe(0);

      await page.reload();
      await hydratedCleanly(page);
      expect(await field(page, 'personal-form', 'first_name').inputValue()).toBe('Ana');
      expect(await field(page, 'personal-form', 'phone').inputValue()).toBe(shown);
      expect(await field(page, 'personal-form', 'birthday').inputValue()).toBe('1990-02-28');
    });

    it('opens the support form and the terms drawn by the server, axe-clean at this width', async () => {
      await openCabinetPage(page, url(`/${lang}/account/support`), 'support-form');
      await openCabinetPage(page, url(`/${lang}/account/terms`), 'terms-page');
      expect((await page.locator('[data-testid=terms-page] .mfa-html').innerText()).length).toBeGreaterThan(20);
      // No script error on the way; the refused save's 400 is the one failed resource the browser reports.
      expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
    });
  },
);

describe('the rest of the profile, on pharmacy in en', () => {
  const url = (path: string) => brandUrl(gateway, 'pharmacy', path);
  let page: Page;
  let email: string;
  let password: string = PASSWORD;
  beforeAll(async () => {
    const opened = await openPage(chromium.browser, { viewport: DESKTOP });
    contexts.push(opened.context);
    page = opened.page;
    email = await newShopper(page, url, 'en');
  });

  it('previews a chosen picture, saves it, and removes it', async () => {
    await openCabinetPage(page, url('/en/account/profile'), 'profile-page');
    const image = page.getByTestId('profile-image');
    expect(await image.textContent()).toContain('You have no picture yet.');
    await image.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect.poll(() => page.getByTestId('profile-image-shown').getAttribute('src')).toMatch(/^data:image\/png/);
    await image.getByRole('button', { name: 'Save the picture' }).click();
    await expect
      .poll(() => page.getByTestId('profile-image-shown').getAttribute('src'))
      .toMatch(/^\/media\/profile-images\//);
    // The shop serves the stored picture: the browser decoded it.
    await expect
      .poll(() => page.getByTestId('profile-image-shown').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await image.getByRole('button', { name: 'Remove the picture' }).click();
    await expect.poll(() => image.textContent()).toContain('You have no picture yet.');
  });

  it('changes the sign-in e-mail with the code mailed to the new address', async () => {
    const next = uniqueEmail('profile-new');
    await field(page, 'email-change', 'new_email_address').fill(next);
    await page.locator('[data-testid=email-change] button[type=submit]').click();
    await page.getByTestId('email-change-sent').waitFor();
    const code = field(page, 'email-change', 'verification_code');
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill('000000');
    await page.locator('[data-testid=email-change] button[type=submit]').click();
    await expect
      .poll(() => fieldError(page, 'email-change', 'verification_code').textContent())
      .toBe('The code is wrong or no longer works. Ask for a new one.');
    const [mailed] = await mailedLink(outbox, next, /^(\d{6})$/m);
    await code.fill(mailed!);
    await page.locator('[data-testid=email-change] button[type=submit]').click();
    await expect.poll(() => page.getByTestId('email-change').textContent()).toContain(`You sign in with ${next}.`);
    email = next;
    const signIn = await pageCall(page, '/api/auth/jwt/create', 'POST', { email: next, password });
    expect(signIn.status).toBe(200);
  });

  it('changes the sign-in phone with the texted code', async () => {
    await page.reload();
    await hydratedCleanly(page);
    await field(page, 'phone-change', 'new_phone_number').fill('69100200');
    await page.locator('[data-testid=phone-change] button[type=submit]').click();
    await page.getByTestId('phone-change-sent').waitFor();
    await field(page, 'phone-change', 'verification_code').fill(await textedCode('+37369100200'));
    await page.locator('[data-testid=phone-change] button[type=submit]').click();
    await expect.poll(() => page.getByTestId('phone-change').textContent()).toContain('You sign in with +37369100200.');
  });

  it('says a wrong current password at its field, then changes the password and stays signed in', async () => {
    await field(page, 'password-form', 'current_password').fill('not-the-password');
    await field(page, 'password-form', 'new_password').fill(NEW_PASSWORD);
    await field(page, 'password-form', 're_password').fill(NEW_PASSWORD);
    await page.locator('[data-testid=password-form] button[type=submit]').click();
    await expect
      .poll(() => fieldError(page, 'password-form', 'current_password').textContent())
      .toBe('The password is wrong.');
    await field(page, 'password-form', 'current_password').fill(PASSWORD);
    await field(page, 'password-form', 'new_password').fill(NEW_PASSWORD);
    await field(page, 'password-form', 're_password').fill(NEW_PASSWORD);
    await page.locator('[data-testid=password-form] button[type=submit]').click();
    await expect.poll(() => notices(page)).toContain('Your password is changed.');
    password = NEW_PASSWORD;
    // The gateway took the new session's cookies: this browser is still signed in.
    expect((await pageCall(page, '/api/auth/users/me')).status).toBe(200);
    const old = await pageCall(page, '/api/auth/jwt/create', 'POST', { email, password: PASSWORD });
    expect(old.status).toBe(401);
  });

  it('sends a support message', async () => {
    await openCabinetPage(page, url('/en/account/support'), 'support-form');
    expect(await field(page, 'support-form', 'email_address').inputValue()).toBe(email);
    await field(page, 'support-form', 'name').fill('Ana Popescu');
    await field(page, 'support-form', 'body').fill('Where is my order?');
    await page.locator('[data-testid=support-form] button[type=submit]').click();
    await page.getByTestId('support-sent').waitFor();
    // Drawn afresh for the next message.
    expect(await field(page, 'support-form', 'body').inputValue()).toBe('');
  });

  it('deletes the account by the mailed link: a bad link says so, the good one signs out for good', async () => {
    await openCabinetPage(page, url('/en/account/profile'), 'profile-page');
    // The request window, with the keyboard: it opens on "Cancel" (the safe choice), "Send" is before it.
    await page.getByTestId('delete-account-start').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('delete-account-request').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('delete-account-sent').textContent()).toContain(email);
    const [uid, token] = await mailedLink(outbox, email, /\/en\/delete-account\/confirm\/(\d+)\/([A-Za-z0-9_-]+)/);

    // The letter may be opened signed out (another device): its link needs no session.
    expect((await pageCall(page, '/api/auth/token/logout', 'POST')).status).toBe(204);
    await openCabinetPage(page, url(`/en/delete-account/confirm/${uid}/not-the-token`), 'delete-confirm');
    await page.getByTestId('delete-confirm-button').click();
    await expect.poll(() => page.getByTestId('delete-error').textContent()).toContain('The account was not deleted.');

    await openCabinetPage(page, url(`/en/delete-account/confirm/${uid}/${token}`), 'delete-confirm');
    await page.getByTestId('delete-confirm-button').click();
    await page.waitForURL((at) => at.pathname === '/en');
    await expect.poll(() => notices(page)).toContain('Your account is deleted.');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
    const signIn = await pageCall(page, '/api/auth/jwt/create', 'POST', { email, password });
    expect(signIn.status).toBe(401);
  });
});
