// The checkout as a shopper drives it (issue 19): a page object over /{lang}/cart/checkout and the
// pages after it (the demo provider's payment page, the payment status, the success page). Fields
// are found by their form names (the same in every language), choices by their values.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { hydratedCleanly } from './browser.ts';
import { pageCall } from './page-call.ts';

export const CONTACT = { name: 'Ana Ciobanu', phone: '+37369123456' };

/** A product card's buy button on a category page puts one product in the guest's cart. */
export async function fillCart(page: Page, categoryUrl: string): Promise<void> {
  await page.goto(categoryUrl);
  await hydratedCleanly(page);
  await page.getByTestId('card-add-to-cart').first().click();
  await expect.poll(async () => (await cartLines(page)).length).toBeGreaterThan(0);
}

/** The server cart's lines for this browser (through the same /api proxy the page uses). */
export async function cartLines(page: Page): Promise<{ product_id: number }[]> {
  const answer = await pageCall(page, '/api/general/cart/fetch-all');
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { products: { product_id: number }[] }[])[0]!.products;
}

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
export const choice = (page: Page, group: string, value: string) =>
  page.getByTestId(group).locator(`input[value="${value}"]`);

/** From the cart page's Checkout link to a hydrated checkout form. */
export async function openCheckout(page: Page, cartUrl: string): Promise<void> {
  await page.goto(cartUrl);
  await hydratedCleanly(page);
  await page.getByTestId('cart-checkout').click();
  await page.getByTestId('checkout-form').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/cart\/checkout$/);
}

export async function fillContact(page: Page, email: string): Promise<void> {
  await field(page, 'contact.name').fill(CONTACT.name);
  await field(page, 'contact.email').fill(email);
  await field(page, 'contact.phone').fill(CONTACT.phone);
}

/** Express delivery to the first suburb of Chisinau the form lists (region 3 is the default). */
export async function chooseSuburbExpress(page: Page): Promise<void> {
  await choice(page, 'delivery-method', 'address').check();
  await field(page, 'delivery.locality_id').waitFor();
  const options = await field(page, 'delivery.locality_id').locator('option').all();
  // The first locality is Chisinau itself; the ones after it are its suburbs.
  await field(page, 'delivery.locality_id').selectOption((await options[1]!.getAttribute('value'))!);
  await field(page, 'delivery.address.street').fill('Stefan cel Mare');
  await field(page, 'delivery.address.building').fill('12');
  await choice(page, 'delivery-type', 'express').check();
}

/** The sum to pay as the page shows it, once the delivery price is in. */
export async function shownTotal(page: Page): Promise<string> {
  await expect.poll(() => page.getByTestId('checkout-total').textContent()).not.toBe('…');
  return (await page.getByTestId('checkout-total').textContent()) ?? '';
}

/** Places the order; the page goes on to the payment page or the success page. */
export async function placeOrder(page: Page): Promise<void> {
  await page.getByTestId('place-order').click();
}

/** On the demo provider's page: approve, decline or abandon; back on the shop's status page after the first two. */
export async function decideOnPaymentPage(page: Page, decision: 'approve' | 'decline'): Promise<number> {
  await page.waitForURL((url) => url.pathname.includes('/payments/demo/'));
  await page.locator(`button.${decision}`).click();
  await page.waitForURL((url) => /\/cart\/payment\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Presses Tab until the focus is on an element matching `selector` (at most `max` presses). */
export async function tabUntil(page: Page, selector: string, max = 120): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** In a focused radio group, moves with the arrow key until `value` is checked (at most 5 moves). */
export async function arrowTo(page: Page, group: string, value: string): Promise<void> {
  const radio = choice(page, group, value);
  for (let press = 0; press < 5 && !(await radio.isChecked()); press++) await page.keyboard.press('ArrowDown');
  expect(await radio.isChecked()).toBe(true);
}
