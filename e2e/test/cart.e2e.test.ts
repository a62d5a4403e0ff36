// The guest's cart (issue 18, step 1) in chromium against the real API: a guest adds from a
// category page's card and from a product page, the header counts the lines, the cart page changes
// a quantity by the product's multiplicity and applies a promo code, and every sum on the page is
// the server's own (read back through the same /api proxy the page uses), in two shops and two
// languages at phone and desktop widths.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPrice, type Locale } from '@vitrina/domain';
import { brandUrl, DESKTOP, hydratedCleanly, MOBILE, openPage } from '../src/browser.ts';
import { pageCall } from '../src/page-call.ts';
import { pagesOfEachType } from '../src/page-types.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const chromium = useBrowser();

interface ServerCart {
  total_price: number;
  currency: string;
  promo_code: string | null;
  products: { product_id: number; count: number; multiplicity: number }[];
}

/** The cart as the server keeps it for this browser's guest (the proxy adds its HttpOnly token). */
async function serverCart(page: Page): Promise<ServerCart> {
  const answer = await pageCall(page, '/api/general/cart/fetch-all');
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as ServerCart[])[0]!;
}

const unitsOf = (cart: ServerCart) => cart.products.reduce((sum, line) => sum + line.count, 0);

/** Intl output differs only in the kind of space between chromium's and Node's ICU. */
const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const JOURNEYS = [
  { brand: 'pharmacy', lang: 'ro', viewport: MOBILE },
  { brand: 'kids', lang: 'ru', viewport: DESKTOP },
] as const;

describe.each(JOURNEYS)('a guest of $brand in $lang at $viewport.width px', ({ brand, lang, viewport }) => {
  it('adds from a list and a product page, changes a quantity, applies a promo: every sum is the server’s', async () => {
    const pages = await pagesOfEachType(gateway, brand, lang);
    const pathOf = (type: string) => pages.find((page) => page.type === type)!.path;
    const { page, context, problems } = await openPage(chromium.browser, { viewport });
    const url = (path: string) => brandUrl(gateway, brand, path);

    await page.goto(url(pathOf('category')));
    await hydratedCleanly(page);
    await page.getByTestId('card-add-to-cart').first().click();
    await expect.poll(async () => (await serverCart(page)).products.length).toBe(1);
    await expect.poll(() => page.getByTestId('header-cart').textContent()).toMatch(/: 1$/);
    const afterList = unitsOf(await serverCart(page));

    await page.goto(url(pathOf('product/:slug')));
    await hydratedCleanly(page);
    await page.getByTestId('add-to-cart-button').click();
    // The product page's product may be the one already added: then its line grows instead.
    await expect.poll(async () => unitsOf(await serverCart(page))).toBeGreaterThan(afterList);
    const lines = (await serverCart(page)).products.length;
    await expect.poll(() => page.getByTestId('header-cart').textContent()).toMatch(new RegExp(`: ${lines}$`));

    await page.goto(url(`/${lang}/cart`));
    await hydratedCleanly(page);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(lines);
    const before = await serverCart(page);
    const first = before.products[0]!;
    await page
      .locator(`[data-testid=cart-line][data-product-id="${first.product_id}"]`)
      .getByTestId('cart-line-more')
      .click();
    await expect
      .poll(async () => (await serverCart(page)).products.find((line) => line.product_id === first.product_id)!.count)
      .toBeCloseTo(first.count + first.multiplicity, 3);
    const shown = async () => {
      const cart = await serverCart(page);
      return spaced(formatPrice(cart.total_price, cart.currency, lang as Locale));
    };
    await expect.poll(async () => spaced(await page.getByTestId('cart-total-price').textContent())).toBe(await shown());

    const beforePromo = (await serverCart(page)).total_price;
    await page.getByTestId('promo-form').locator('input').fill('WELCOME10');
    await page.getByTestId('promo-form').locator('input').press('Enter');
    await expect.poll(async () => (await serverCart(page)).promo_code).toBe('WELCOME10');
    const withPromo = await serverCart(page);
    expect(withPromo.total_price).toBeLessThan(beforePromo);
    await expect.poll(async () => spaced(await page.getByTestId('cart-total-price').textContent())).toBe(await shown());
    await page.getByTestId('promo-applied').waitFor();

    // Reloaded, the page is drawn on the server with the same cart (the cart page is personal: never cached).
    await page.reload();
    await hydratedCleanly(page);
    expect(spaced(await page.getByTestId('cart-total-price').textContent())).toBe(await shown());
    expect(problems).toEqual([]);
    await context.close();
  });
});
