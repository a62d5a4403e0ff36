// What the server sends for the cart page and what the drawer draws, from a scope with values: the
// server's prices and sums as given, each line's choices and problems, and the empty and failed states.
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from '@vitrina/i18n';
import { MemoryRouter } from '@vitrina/router/testing';
import { $auth, $locale } from '@vitrina/events';
import { $cart, $cartErrors, $cartLoad, $cartValid, $prescriptionConfirmed } from '../src/entities/cart/index.ts';
import { CartPage } from '../src/pages/cart/ui/CartPage.tsx';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';
import { CartDrawerContent } from '../src/widgets/cart-drawer/index.ts';
import { cart, line } from './fake-back-end.ts';

const en = await loadCartTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

function render(node: React.ReactNode, values: [unknown, unknown][]): string {
  const scope: Scope = fork({ values: [[$locale, 'en'], ...values] as never });
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/cart']}>{node}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const aspirin = line(1, { title: 'Aspirin', price: 45.5, old_price: 50, is_recipe: true, priceWithDiscount: 40.95 });
const tea = line(2, { title: 'Green tea', price: 12, count: 3, is_loyalty_active: true, loyalty_checked: true });
const full = cart([aspirin, tea], { total_price: 1234.5, total_discount: 4.5, loyalty_give: 30, promo_code: 'SPRING' });
const loaded = (value = full): [unknown, unknown][] => [
  [$cart, value],
  [$cartLoad, 'ready'],
];
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the cart page', () => {
  it("shows each line with the server's prices, its choices and problems, and the server's sums", () => {
    const html = text(
      render(<CartPage />, [
        ...loaded(),
        [$auth, { isAuth: true, name: 'Ana' }],
        [$cartValid, false],
        [$cartErrors, { 'products.1': ['prescription_not_confirmed'] }],
        [$prescriptionConfirmed, []],
      ]),
    );
    expect(html).toContain('<h1>Shopping cart</h1>');
    expect(html).toContain('Products in the cart: 2');
    expect(html).toMatch(/data-testid="cart-line-price">45\.50 lei<s class="vui-price-old">.*50 lei<\/s>/);
    expect(html).toContain('With the promo code: 40.95 lei');
    expect(html).toContain('href="/en/product/p-1"');
    expect(html).toMatch(/role="alert"[^>]*>Some products cannot be ordered/);
    expect(html).toContain('Confirm that you have a prescription.');
    expect(html).toMatch(/<input type="checkbox" data-testid="cart-line-prescription"\/>/);
    expect(html).toMatch(/<input type="checkbox" data-testid="cart-line-loyalty" checked=""\/>/);
    expect(html).toContain('value="3"');
    expect(html).toContain('aria-label="Remove Green tea from the cart"');
    expect(html).toContain('Promo code SPRING is applied.');
    expect(html).toContain('<dd data-testid="cart-total-price">1,234.50 lei</dd>');
    expect(html).toContain('<dd data-testid="cart-total-discount">4.50 lei</dd>');
    expect(html).toContain('<dd data-testid="cart-total-loyalty">30</dd>');
  });

  it("offers a guest no loyalty box (a guest has no points) and shows no verdict before the server's", () => {
    const html = render(<CartPage />, loaded());
    expect(html).not.toContain('cart-line-loyalty');
    expect(html).not.toContain('cart-invalid');
  });

  it('says an empty cart is empty, with a way to the catalogue', () => {
    const html = text(render(<CartPage />, loaded(cart([]))));
    expect(html).toMatch(/<section class="vui-state" data-testid="cart-empty"><h2>Your cart is empty<\/h2>/);
    expect(html).toMatch(/<a class="mfc-link-button" href="\/en"[^>]*>Go to the catalogue<\/a>/);
  });

  it('says a failed load failed, with a retry', () => {
    const html = render(<CartPage />, [[$cartLoad, 'failed']]);
    expect(html).toMatch(/role="alert"><p>The cart could not be loaded\.<\/p><button[^>]*>Try again<\/button>/);
  });
});

describe('the drawer', () => {
  it('shows the lines with quantity and remove, the sums and the way to the cart page', () => {
    const html = text(render(<CartDrawerContent />, loaded()));
    expect(html).toContain('data-phase="closed"');
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="More of Aspirin"');
    expect(html).not.toContain('cart-line-prescription');
    expect(html).toContain('<dd data-testid="cart-total-price">1,234.50 lei</dd>');
    expect(html).toMatch(/<a class="mfc-link-button" [^>]*href="\/en\/cart"[^>]*>Go to the cart and order<\/a>/);
  });

  it('offers only a way back to shopping while the cart is empty', () => {
    const html = render(<CartDrawerContent />, loaded(cart([])));
    expect(html).toContain('Your cart is empty');
    expect(html).not.toContain('drawer-to-cart');
    expect(html).toContain('Continue shopping');
  });
});
