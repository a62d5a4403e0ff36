// What the server sends for /{lang}/cart/checkout: prepared by the remote (the shopper's cart, the
// places, the stores, the delivery's first price) and rendered in the page's language with every
// control labelled, ids unique and no form inside another; an empty cart says so; a shop that takes
// orders from its customers only asks a guest to sign in instead of showing the form.
import { renderToString } from 'react-dom/server';
import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { $head, $siteSettings, localeChanged } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import { creditPayments } from '../src/features/checkout-payment/index.ts';
import { errorFocusTarget } from '../src/pages/checkout/lib/error-focus.ts';
import { CheckoutPage } from '../src/pages/checkout/ui/CheckoutPage.tsx';
import remote from '../src/remote.tsx';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { callsTo, checkoutShop, shopSettings } from './checkout-support.ts';
import { cart, line } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

async function prepared(locale: Locale, settings = shopSettings(), search = ''): Promise<Scope> {
  const scope = fork({ values: [[$siteSettings, settings]] as never });
  await allSettled(localeChanged, { scope, params: locale });
  await remote.prepare({ scope, locale, pathname: '/cart/checkout', search });
  return scope;
}

async function render(scope: Scope, locale: Locale): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    ns: [NAMESPACE],
    resources: { [locale]: { [NAMESPACE]: await loadCartTexts(locale) } },
    initAsync: false,
  });
  const html = renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/${locale}/cart/checkout`]}>
          <CheckoutPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return html.replace(/<!-- -->/g, '');
}

/** The ids of the controls a shopper fills in, and the ids the labels name. */
function controlsAndLabels(html: string) {
  const controls = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter(([, , attributes]) => !/type="hidden"/.test(attributes!))
    .map(([, , attributes]) => /\bid="([^"]+)"/.exec(attributes!)?.[1] ?? null);
  const labelled = new Set([...html.matchAll(/<label[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]));
  return { controls, labelled };
}

describe('/{lang}/cart/checkout on the server', () => {
  it("is prepared with the shopper's cart, the places and stores, and the first delivery price", async () => {
    const calls = checkoutShop();
    const scope = await prepared('en');
    expect(callsTo(calls, 'general/delivery-price').map((call) => call.body)).toEqual([
      { method: 'address', region_id: 3, locality_id: 301, delivery_type: 'standart' },
    ]);
    const state = serialize(scope) as Record<string, unknown>;
    expect(state['mf-cart-checkout/cart/data']).toMatchObject({ total_price: 81.5 });
    expect(state['mf-cart-checkout/delivery/regions']).toHaveLength(2);
    expect(state['mf-cart-checkout/delivery/stores']).toHaveLength(1);
    expect(scope.getState($head)).toEqual({ title: 'Checkout', robots: 'noindex, nofollow' });
  });

  it('renders the form in English: every control labelled, ids unique, the sums as the server gave them', async () => {
    checkoutShop();
    const html = await render(await prepared('en'), 'en');
    expect(html).toContain('<h1>Checkout</h1>');
    for (const label of ['Name and surname', 'E-mail', 'Phone', 'Region', 'Street', 'Building', 'Apartment'])
      expect(html).toMatch(new RegExp(`<label class="vui-field-label" for="[^"]+">${label}`));
    expect(html).toContain('<legend>How to receive the order</legend>');
    expect(html).toContain('<legend>How to pay</legend>');
    expect(html).toMatch(/<button type="submit" form="mfc-checkout-form"[^>]*>Place the order<\/button>/);
    expect(html).toContain('<dd data-testid="checkout-delivery-price" aria-live="polite">50 lei</dd>');
    expect(html).toContain('<dd data-testid="checkout-total">131.50 lei</dd>');

    const { controls, labelled } = controlsAndLabels(html);
    expect(controls.length).toBeGreaterThan(10);
    for (const id of controls) expect(labelled.has(id!), `control ${id} has a label`).toBe(true);
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const form = html.slice(html.indexOf('<form id="mfc-checkout-form"'), html.indexOf('</form>'));
    expect(form.slice(1)).not.toContain('<form');
  });

  it('renders in Romanian with the Romanian labels', async () => {
    checkoutShop();
    const html = await render(await prepared('ro'), 'ro');
    expect(html).toContain('<h1>Finalizarea comenzii</h1>');
    expect(html).toContain('Nume și prenume');
    expect(html).toContain('<legend>Cum primiți comanda</legend>');
    expect(html).toContain('Plasează comanda');
    expect(html).toContain('50 lei');
  });

  it("shows the credit the credit window's link chose, with its payments on the order's total", async () => {
    const lender = {
      id: 5,
      lender: 'iute',
      lender_name: 'Iute Credit',
      title: 'Quick credit',
      months: [3, 6, 12],
      monthly_rate: 2.5,
      min_amount: 1_000,
      max_amount: 50_000,
    };
    checkoutShop(
      {
        'general/credits': () => Response.json([1, 2].map((id) => ({ product_id: id, programs: [lender] }))),
      },
      cart([line(1, { price: 5_000 }), line(2, { price: 5_000 })], { total_price: 10_000 }),
    );
    const settings = shopSettings({ credits: [{ id: 5, title: 'Quick credit', months: 12 }] });
    const html = await render(await prepared('en', settings, '?payment=credit&program_id=5&months=6'), 'en');
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="credit"\/>/);
    expect(html).toMatch(/checked="" value="5"\/><label [^>]*>Quick credit \(Iute Credit\)<\/label>/);
    expect(html).toMatch(/<option value="6" selected="">6 months<\/option>/);
    const monthly = creditPayments({ program: lender, months: 6 }, 10_050).monthly;
    expect(html).toContain(`<dd data-testid="checkout-credit-monthly">${formatPrice(monthly, 'MDL', 'en')}</dd>`);
  });

  it('says an empty cart is empty, with the way to the catalogue', async () => {
    checkoutShop({ 'general/cart/fetch-all': () => Response.json([cart([])]) });
    const html = await render(await prepared('en'), 'en');
    expect(html).toMatch(/data-testid="checkout-empty"><h2>Your cart is empty<\/h2>/);
    expect(html).toContain('href="/en"');
    expect(html).not.toContain('checkout-form');
  });

  it('asks a guest to sign in where the shop takes orders from its customers only', async () => {
    checkoutShop();
    const html = await render(await prepared('en', shopSettings({ is_registration_required_for_order: true })), 'en');
    expect(html).toContain('This shop takes orders from its customers');
    expect(html).toMatch(/<button type="button" class="vui-button vui-button-primary">Sign in<\/button>/);
    expect(html).not.toContain('checkout-form');
  });
});

describe('the focus after a refused press', () => {
  const element = (name: string, attributes: Record<string, string> = {}, inside: Record<string, string> = {}) => ({
    name,
    focus: () => undefined,
    getAttribute: (attribute: string) => attributes[attribute] ?? null,
    querySelector: (selector: string) => (inside[selector] ? element(inside[selector]!) : null),
  });
  const form = (first: ReturnType<typeof element> | null) => ({
    querySelector: (selector: string) => (selector === '[aria-invalid="true"]' ? first : null),
  });
  const alert = element('alert');
  const nameOf = (target: unknown) => (target as { name: string } | null)?.name;

  it('goes to the first invalid field, a radio group on its chosen radio, else to the alert', () => {
    expect(nameOf(errorFocusTarget(form(element('phone')), alert))).toBe('phone');
    const group = element('stores', { role: 'radiogroup' }, { 'input:checked': 'store 7' });
    expect(nameOf(errorFocusTarget(form(group), alert))).toBe('store 7');
    const unchosen = element('stores', { role: 'radiogroup' }, { 'input:not(:disabled)': 'first store' });
    expect(nameOf(errorFocusTarget(form(unchosen), alert))).toBe('first store');
    expect(nameOf(errorFocusTarget(form(null), alert))).toBe('alert');
  });
});
