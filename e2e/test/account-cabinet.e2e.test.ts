// The cabinet's lists in chromium against the real API: a shopper registered and activated through
// the API and its outbox, signed in inside the page; the overview greets them; the orders page is
// honestly empty; an address is added, made the default and deleted; companies are created, listed
// and filtered, and a refused field is shown at the field; a guest reaching a cabinet page in the
// browser (Back after signing out) gets the sign-in. Two shops, two languages, phone and desktop;
// axe on every page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { wcagViolations } from '../src/axe.ts';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { outboxOf } from '../src/outbox.ts';
import { activatedShopper, signInFromPage } from '../src/shoppers.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const outbox = outboxOf(inject('modulesDir'));
const chromium = useBrowser();

/** What each case reads on the page, in its language. */
const CASES = [
  {
    brand: 'pharmacy',
    lang: 'en',
    viewport: DESKTOP,
    texts: {
      hello: 'Hello, Ana',
      noOrders: 'You have no orders yet',
      required: 'Fill in this field.',
      found: 'Companies found: 1',
    },
  },
  {
    brand: 'speakers',
    lang: 'ro',
    viewport: MOBILE,
    texts: {
      hello: 'Bună, Ana',
      noOrders: 'Nu aveți încă nicio comandă',
      required: 'Completați acest câmp.',
      found: 'Companii găsite: 1',
    },
  },
] as const;

/** A shopper of the shop registered on the API and activated by the link of their letter. */
const activatedCabinetShopper = (brand: string, lang: string) =>
  activatedShopper({ api, outbox, brand, lang, label: 'cabinet', firstName: 'Ana', lastName: 'Ciobanu' });

const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();

describe.each(CASES)(
  'the cabinet on $brand in $lang at $viewport.width px',
  ({ brand, lang, viewport, texts: said }) => {
    const url = (path: string) => brandUrl(gateway, brand, `/${lang}${path}`);
    let page: Page;
    let context: BrowserContext;
    let problems: string[];

    /** Loads a cabinet page, waits for it to be live and checks it with axe. */
    async function open(path: string) {
      await page.goto(url(path));
      await hydratedCleanly(page);
      const at = new URL(page.url());
      expect(at.pathname + at.search).toBe(`/${lang}${path}`);
      expect(await wcagViolations(page)).toEqual([]);
    }

    beforeAll(async () => {
      const email = await activatedCabinetShopper(brand, lang);
      ({ page, context, problems } = await openPage(chromium.browser, { viewport }));
      await page.goto(url(''));
      await hydratedCleanly(page);
      await signInFromPage(page, email);
    });
    afterAll(() => context?.close());

    it('greets the shopper by name on the overview, with their e-mail', async () => {
      await open('/cabinet');
      expect(await page.getByTestId('cabinet-greeting').textContent()).toContain(said.hello);
      expect(await page.getByTestId('cabinet-email').textContent()).toMatch(/^cabinet-/);
      // A new account: no points, a zero balance in the shop's currency.
      expect(await page.getByTestId('cabinet-loyalty').textContent()).toBe('0');
      expect(await page.getByTestId('cabinet-balance').textContent()).toMatch(/^(\$0|0 \S+)$/);
    });

    it('says there are no orders yet, with the way to the shop', async () => {
      await open('/account/orders');
      const empty = page.getByTestId('orders-empty');
      expect(await empty.locator('h2').textContent()).toBe(said.noOrders);
      expect(await empty.locator('a').getAttribute('href')).toBe(`/${lang}`);
    });

    it('adds two addresses, makes the second the default and deletes the first', async () => {
      await open('/account/addresses');
      const form = page.getByTestId('address-form');
      const addresses = page.getByTestId('address');

      // A building of spaces passes the browser's check; the API refuses it, at its field.
      await form.locator('select[name=shipping_city_id]').selectOption({ index: 1 });
      await form.locator('input[name=shipping_street_id]').fill('12');
      await form.locator('input[name=shipping_building]').fill('   ');
      await form.locator('button[type=submit]').click();
      const buildingError = form.locator('[data-field-error=shipping_building]');
      await buildingError.waitFor();
      expect(await buildingError.textContent()).toBe(said.required);
      await expect
        .poll(() => form.locator('input[name=shipping_building]').evaluate((el) => el === document.activeElement))
        .toBe(true);

      await form.locator('input[name=shipping_building]').fill('5A');
      await form.locator('button[type=submit]').click();
      await expect.poll(() => addresses.count()).toBe(1);

      // The form was emptied by the accepted save: fill it again for the second address.
      await page.getByTestId('address-form').locator('select[name=shipping_city_id]').selectOption({ index: 2 });
      await page.getByTestId('address-form').locator('input[name=shipping_street_id]').fill('40');
      await page.getByTestId('address-form').locator('input[name=shipping_building]').fill('B-77');
      await page.getByTestId('address-form').locator('button[type=submit]').click();
      await expect.poll(() => addresses.count()).toBe(2);
      // The first address stays the default; the list shows it first.
      expect(await addresses.first().textContent()).toContain('5A');
      expect(await addresses.first().locator('.mfa-badge').count()).toBe(1);

      await addresses.nth(1).locator('button').first().click();
      await expect.poll(async () => (await texts(page, 'address'))[0]).toContain('B-77');
      expect(await addresses.first().locator('.mfa-badge').count()).toBe(1);
      expect(await addresses.nth(1).locator('.mfa-badge').count()).toBe(0);
      expect(await wcagViolations(page)).toEqual([]);

      // Delete the old one (now second): the window asks first.
      await addresses.nth(1).locator('button').last().click();
      await page.getByTestId('address-delete-confirm').click();
      await expect.poll(() => addresses.count()).toBe(1);
      expect(await addresses.first().textContent()).toContain('B-77');

      // The server drew the same on a reload: the list is the account's, not the page's.
      await open('/account/addresses');
      expect(await addresses.count()).toBe(1);
    });

    it('creates two companies, lists them, filters by search, edits one and shows a refused field at the field', async () => {
      await open('/account/companies');
      const form = page.getByTestId('company-form');
      const companies = page.getByTestId('company');
      expect(await page.getByTestId('companies-empty').isVisible()).toBe(true);

      async function createCompany(name: string, code: string) {
        await form.locator('input[name=name]').fill(name);
        await form.locator('input[name=fiscal_code]').fill(code);
        await form.locator('button[type=submit]').click();
        // The loading flag stays on after the save, then the form is free and empty again.
        await form.locator('button[type=submit]:not([disabled])').waitFor();
        expect(await form.locator('input[name=name]').inputValue()).toBe('');
      }
      await createCompany('Acme Trading', '1002600012345');
      await expect.poll(() => companies.count()).toBe(1);
      await createCompany('Beta Foods', '1002600054321');
      await expect.poll(() => companies.count()).toBe(2);
      expect(await texts(page, 'company')).toEqual([
        expect.stringContaining('Beta Foods'),
        expect.stringContaining('Acme Trading'),
      ]);

      const filters = page.getByTestId('company-filters');
      await filters.locator('input[name=search]').fill('beta');
      await filters.locator('button[type=submit]').click();
      await page.waitForURL((at) => at.search === '?search=beta');
      await expect.poll(() => companies.count()).toBe(1);
      expect(await companies.first().textContent()).toContain('Beta Foods');
      expect(await page.locator('[data-testid=companies-page] [role=status]').first().textContent()).toBe(said.found);
      expect(await wcagViolations(page)).toEqual([]);

      // The filtered URL is drawn the same by the server.
      await open('/account/companies?search=beta');
      expect(await companies.count()).toBe(1);

      // Edit: the form takes the company (the focus goes to it), the list shows the new name.
      await companies.first().getByRole('button').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('company-form-title');
      expect(await form.locator('input[name=fiscal_code]').inputValue()).toBe('1002600054321');
      await form.locator('input[name=name]').fill('Beta Foods SRL');
      await form.locator('button[type=submit]').click();
      await expect.poll(() => companies.first().textContent()).toContain('Beta Foods SRL');
      await form.locator('button[type=submit]:not([disabled])').waitFor();
      expect(await form.locator('input[name=name]').inputValue()).toBe('');

      // A name of spaces passes the browser's check; the API refuses it, at its field.
      await form.locator('input[name=name]').fill('   ');
      await form.locator('input[name=fiscal_code]').fill('1002600099999');
      await form.locator('button[type=submit]').click();
      const nameError = form.locator('[data-field-error=name]');
      await nameError.waitFor();
      expect(await nameError.textContent()).toBe(said.required);
      expect(await form.locator('input[name=name]').getAttribute('aria-invalid')).toBe('true');
    });

    it('sends a guest who comes back to a cabinet page in the browser to the sign-in', async () => {
      await open('/account/companies');
      await page.getByTestId('sign-out').click();
      await page.waitForURL((at) => at.pathname === `/${lang}`);
      // Back to the cabinet page: the browser draws it without asking the server's guard.
      await page.goBack();
      await page.getByTestId('login-form').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${lang}`);
      // The refusals this journey provoked are answers (the browser logs each 400); nothing else went wrong.
      expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    });
  },
);
