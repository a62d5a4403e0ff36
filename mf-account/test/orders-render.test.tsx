// What the server sends for the order history and one order, in two languages: the route's load asks
// the API (a fake back end), then the remote's page is drawn from that scope as the gateway draws it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeenCall } from './fake-back-end.ts';
import { serverPage } from './orders-page-support.tsx';
import { company, order, paged } from './orders-support.ts';

afterEach(() => vi.unstubAllGlobals());

const api =
  (orders: ReturnType<typeof paged>, companies = paged([company(3, 'Acme SRL')])) =>
  (call: SeenCall) => {
    if (call.url.startsWith('users/company')) return Response.json(companies);
    if (call.url.startsWith('general/v2/order/')) return Response.json(order());
    return Response.json(orders);
  };

describe('/account/orders drawn on the server', () => {
  it('lists the orders with their number, date, status, total and first lines (English)', async () => {
    const { html, calls } = await serverPage('en', '/en/account/orders?status=all&page=1', api(paged([order()])));
    expect(calls.map((c) => c.url).sort()).toEqual(['general/v2/order', 'users/company']);
    expect(html).toContain('<h1>Orders</h1>');
    expect(html).toContain('<a href="/en/account/orders/41">Order No. 41</a>');
    expect(html).toContain('Placed on Nov 25, 2026');
    expect(html).toMatch(/<span class="mfa-status" data-status="new" data-testid="order-status">New<\/span>/);
    expect(html).toContain('<p class="mfa-order-sum" data-testid="order-total">1,240 lei</p>');
    expect(html).toMatch(
      /<li>Bookshelf speaker × 2<\/li><li>Speaker cable × 1.5<\/li><li>Stand × 1<\/li><li>and 1 more<\/li>/,
    );
    expect(html).not.toContain('Cloth');
  });

  it('labels every filter, offers each status and the companies, and keeps the chosen ones (Romanian)', async () => {
    const { html, calls } = await serverPage(
      'ro',
      '/ro/account/orders?status=paid&company_id=3&start_date=2026-11-01&end_date=2026-11-30&page=2',
      api({ data: [order({ status: 'paid' })], totalCount: 11, pages: 2 }),
    );
    expect(calls.map((c) => c.url)).toContain(
      'general/v2/order?status=paid&start_date=2026-11-01&end_date=2026-11-30&company_id=3&page=2',
    );
    expect(html).toContain(
      '<form role="search" aria-label="Filtrați comenzile" class="mfa-filters" data-testid="order-filters" method="get">',
    );
    for (const label of ['Numărul comenzii sau produsul', 'Statutul', 'Compania', 'De la', 'Până la'])
      expect(html).toMatch(new RegExp(`<label class="vui-field-label" for="[^"]+">${label}</label>`));
    expect(html).toContain('<option value="all">Toate</option>');
    expect(html).toContain('<option value="paid" selected="">Achitată</option>');
    expect(html).toContain('<option value="awaiting_payment">Așteaptă plata</option>');
    expect(html).toContain('<option value="3" selected="">Acme SRL</option>');
    expect(html).toContain('Comanda nr. 41');
    expect(html).toContain('1.240 lei');
    // The pager keeps the filters and drops the page at 1.
    expect(html).toContain(
      'href="/ro/account/orders?status=paid&amp;start_date=2026-11-01&amp;end_date=2026-11-30&amp;company_id=3"',
    );
    expect(html).toContain('Pagina 2 din 2');
  });

  it('offers no company filter to a shopper without companies', async () => {
    const { html } = await serverPage('en', '/en/account/orders', api(paged([order()]), paged([])));
    expect(html).toContain('data-testid="order-filters"');
    expect(html).not.toContain('name="company_id"');
  });

  it('keeps the empty state for a shopper with no orders, with no filters to offer', async () => {
    const { html } = await serverPage('en', '/en/account/orders', api(paged([])));
    expect(html).toMatch(/data-testid="orders-empty"><h2>You have no orders yet<\/h2>/);
    expect(html).toContain('<a href="/en">Go to the shop</a>');
    expect(html).not.toContain('order-filters');
  });

  it('says that nothing matches the filters, distinct from having no orders', async () => {
    const { html } = await serverPage('ru', '/ru/account/orders?search=lamp', api(paged([])));
    expect(html).toMatch(/data-testid="orders-no-match"><h2>Ни один заказ не подходит под фильтры<\/h2>/);
    expect(html).not.toContain('orders-empty');
    expect(html).toContain('value="lamp"');
  });
});

describe('/account/orders/{id} drawn on the server', () => {
  it('shows the order as sold: lines, sums, delivery, payment and contact (English)', async () => {
    const { html } = await serverPage('en', '/en/account/orders/41', api(paged([])));
    expect(html).toContain('<h1>Order No. 41</h1>');
    expect(html).toContain('<a class="mfa-link" href="/en/account/orders">All orders</a>');
    expect(html).toContain('Nov 25, 2026, 10:05 AM UTC');
    expect(html).toContain('<dd data-testid="order-payment-method">Cash on delivery</dd>');
    expect(html).toMatch(/<th scope="col">Product<\/th><th scope="col">Code<\/th>/);
    expect(html).toMatch(
      /<th scope="row">Bookshelf speaker<\/th><td>SP-5<\/td><td class="mfa-num">2<\/td><td class="mfa-num">600 lei<\/td><td class="mfa-num">25.25 lei<\/td><td class="mfa-num">1,149.50 lei<\/td>/,
    );
    expect(html).toContain('<dt>Discount</dt><dd>50.50 lei</dd>');
    expect(html).toContain('<dt>Promo code</dt><dd>SPRING</dd>');
    expect(html).toContain('<dd data-testid="order-total">1,240 lei</dd>');
    expect(html).toContain('<dt>Method</dt><dd>Express courier to an address</dd>');
    expect(html).toContain('<dt>Delivered to</dt><dd>str. Ismail, building 12, apartment 4</dd>');
    expect(html).toContain('<dt>Note for the courier</dt><dd>Ring twice</dd>');
    expect(html).toContain('<dt>Date and time</dt><dd>Nov 26, 2026, 10:00-14:00</dd>');
    expect(html).toContain('<dd>ana@example.md</dd>');
    // A personal order names no company.
    expect(html).not.toContain('data-testid="order-company"');
    // A cash order has nothing to pay online.
    expect(html).not.toContain('data-testid="order-payment"');
  });

  it('offers Pay and the payment status page for an online order awaiting payment (Russian)', async () => {
    const { html } = await serverPage('ru', '/ru/account/orders/41', () =>
      Response.json(
        order({ payment_method: 'online', status: 'awaiting_payment', delivery: { method: 'pickup', store_id: 2 } }),
      ),
    );
    expect(html).toContain('<h1>Заказ № 41</h1>');
    expect(html).toMatch(/data-testid="order-pay"[^>]*>Оплатить 1 240 лей<\/button>/);
    expect(html).toContain('<a class="mfa-link" href="/ru/cart/payment/41">Статус оплаты</a>');
    expect(html).toContain('data-status="awaiting_payment" data-testid="order-status">Ожидает оплаты</span>');
    expect(html).toContain('<dt>Способ</dt><dd>Самовывоз из магазина</dd>');
    expect(html).toContain('<dt>Магазин</dt><dd>Магазин № 2</dd>');
  });

  it('names the store and the company as the order kept them (Russian)', async () => {
    const { html } = await serverPage('ru', '/ru/account/orders/41', () =>
      Response.json(
        order({
          delivery: { method: 'pickup', store_id: 2 },
          delivery_names: { store_name: 'Магазин в центре', store_address: 'бул. Штефан чел Маре 126' },
          company: { id: null, name: 'Acme SRL' },
        }),
      ),
    );
    expect(html).toContain('<dt>Магазин</dt><dd>Магазин в центре, бул. Штефан чел Маре 126</dd>');
    expect(html).toContain('<dt>Компания</dt><dd data-testid="order-company">Acme SRL</dd>');
    expect(html).not.toContain('Магазин № 2');
  });

  it('offers no Pay for a paid online order, only its payment status', async () => {
    const { html } = await serverPage('en', '/en/account/orders/41', () =>
      Response.json(order({ payment_method: 'online', status: 'paid' })),
    );
    expect(html).not.toContain('data-testid="order-pay"');
    expect(html).toContain('href="/en/cart/payment/41"');
  });
});
