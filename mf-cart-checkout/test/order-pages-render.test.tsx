// What the server sends after an order: the success page with the order's number, sums and where the
// confirmation went (or thanks alone for an order that is not the shopper's), and the payment page
// in each of its states, the retry a link to the provider's page (a full page load, no card here).
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Order } from '@vitrina/contract';
import { I18nextProvider } from '@vitrina/i18n';
import { useRoutes } from '@vitrina/router';
import { MemoryRouter } from '@vitrina/router/testing';
import { $auth, $locale } from '@vitrina/events';
import { $order, $orderLoad } from '../src/entities/order/index.ts';
import { OrderSuccessPage } from '../src/pages/order-success/ui/OrderSuccessPage.tsx';
import { $payment } from '../src/pages/payment-status/model/payment-model.ts';
import { PaymentStatusPage } from '../src/pages/payment-status/ui/PaymentStatusPage.tsx';
import { loadCartTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const en = await loadCartTexts('en');
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', ns: [NAMESPACE], resources: { en: { [NAMESPACE]: en } }, initAsync: false });

const order = (fields: Partial<Order> = {}): Order => ({
  id: 41,
  status: 'new',
  kind: 'cart',
  payment_method: 'cash',
  currency: 'MDL',
  goods: 1200,
  discount: 0,
  delivery_price: 0,
  total: 1200,
  promo_code: null,
  contact: { name: 'Ana', email: 'ana@example.com', phone: '+37369123456' },
  delivery: { method: 'pickup', store_id: 1 },
  comment: null,
  created_at: '2026-11-25T10:00:00.000Z',
  lines: [{ product_id: 5, code: 'SP-5', title: 'Bookshelf speaker', count: 2, price: 600, discount: 0, total: 1200 }],
  ...fields,
});

/** The page at its route, so it reads its params as in the remote. */
function At({ path, node }: { path: string; node: React.ReactNode }) {
  return useRoutes([{ path, element: node }]);
}

function render(url: string, path: string, node: React.ReactNode, values: [unknown, unknown][]): string {
  const scope = fork({ values: [[$locale, 'en'], ...values] as never });
  const html = renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <At path={path} node={node} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return html.replace(/<!-- -->/g, '');
}

const success = (url: string, values: [unknown, unknown][]) =>
  render(url, '/en/cart/success', <OrderSuccessPage />, values);
const payment = (values: [unknown, unknown][]) =>
  render('/en/cart/payment/41', '/en/cart/payment/:orderId', <PaymentStatusPage />, [
    [$order, order({ payment_method: 'online', status: 'awaiting_payment' })],
    [$orderLoad, 'ready'],
    ...values,
  ]);

describe('the success page', () => {
  it("names the order, its sums and the confirmation's address, with the way to the shopper's orders", () => {
    const html = success('/en/cart/success?order=41', [
      [$order, order()],
      [$orderLoad, 'ready'],
      [$auth, { isAuth: true, name: 'Ana' }],
    ]);
    expect(html).toContain('Order No. 41 is placed.');
    expect(html).toContain('A confirmation is on its way to ana@example.com.');
    expect(html).toMatch(/Bookshelf speaker.*2 × 600 lei.*1,200 lei/);
    expect(html).toContain('<dd data-testid="order-total">1,200 lei</dd>');
    expect(html).toContain('href="/en/account/orders"');
  });

  it('thanks without details when the order in the URL is not the one loaded (not the shopper’s)', () => {
    const html = success('/en/cart/success?order=42', [
      [$order, order()],
      [$orderLoad, 'ready'],
    ]);
    expect(html).toContain('Your order is placed.');
    expect(html).not.toContain('ana@example.com');
    expect(html).not.toContain('/en/account/orders');
  });
});

describe('the payment page', () => {
  it('says the payment is waiting for the bank, with the way back to the payment page', () => {
    const html = payment([[$payment, { orderId: 41, status: 'awaiting_payment', payUrl: '/api/payments/demo/p1' }]]);
    expect(html).toContain('Waiting for the bank to confirm the payment of order No. 41');
    expect(html).toContain('href="/api/payments/demo/p1"');
  });

  it('says the order is paid', () => {
    const html = payment([[$payment, { orderId: 41, status: 'paid', payUrl: null }]]);
    expect(html).toMatch(/data-testid="payment-paid">Order No. 41 is paid/);
  });

  it('offers to pay again after a decline, as a link to the provider’s page', () => {
    const html = payment([[$payment, { orderId: 41, status: 'payment_failed', payUrl: '/api/payments/demo/p2' }]]);
    expect(html).toContain('The payment of order No. 41 did not go through.');
    expect(html).toMatch(
      /<a class="mfc-link-button" href="\/api\/payments\/demo\/p2" data-testid="payment-retry">Pay again<\/a>/,
    );
  });

  it('says an order that is not the shopper’s is not found', () => {
    const html = render('/en/cart/payment/41', '/en/cart/payment/:orderId', <PaymentStatusPage />, [
      [$orderLoad, 'missing'],
    ]);
    expect(html).toContain('<h1>This order could not be found.</h1>');
    expect(html).not.toContain('order-summary');
  });
});
