// The order history and one order in a forked scope over a fake back end: the list a URL's filters
// ask for, the companies the company filter offers, an order that is not the shopper's (404: the
// page's status), and "Pay", offered only while the order waits for its money and leading to the
// provider's page with a full page load.
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $head, $pageStatus, $sessionLost, authChanged, localeChanged } from '@vitrina/events';
import { awaitsPayment } from '../src/entities/order/index.ts';
import { $filterCompanies, filterCompaniesNeeded } from '../src/features/order-filters/index.ts';
import {
  $payState,
  order as orderLoad,
  payPressed,
  redirectFx,
} from '../src/pages/order-detail/model/order-detail-model.ts';
import { orders, ordersPageOpened, ordersPrepared } from '../src/pages/orders/model/orders-model.ts';
import remote from '../src/remote.tsx';
import { fakeBackEnd, heldAnswers, refusal } from './fake-back-end.ts';
import { company, order, paged } from './orders-support.ts';

afterEach(() => vi.unstubAllGlobals());

async function signedIn(redirect: (url: string) => void = () => {}): Promise<Scope> {
  const scope = fork({ handlers: [[redirectFx, redirect]] });
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  return scope;
}

describe('the order list', () => {
  it("asks general/v2/order for the URL's query, and not again for the list it shows", async () => {
    const calls = fakeBackEnd(() => Response.json(paged([order()])));
    const scope = await signedIn();
    await allSettled(ordersPageOpened, { scope, params: { status: 'paid', page: 2 } });
    await allSettled(ordersPageOpened, { scope, params: { page: 2, status: 'paid' } });
    expect(calls.map((c) => c.url)).toEqual(['general/v2/order?status=paid&page=2']);
    expect(scope.getState(orders.$shown)?.list.data.map((o) => o.id)).toEqual([41]);
  });

  it('shows the answer to the latest filters, not a slower answer to earlier ones', async () => {
    const held = heldAnswers();
    fakeBackEnd(held.answer);
    const scope = await signedIn();
    const first = allSettled(ordersPageOpened, { scope, params: { search: 'lamp' } });
    const second = allSettled(ordersPageOpened, { scope, params: { search: 'speaker' } });
    await expect.poll(() => held.answers.length).toBe(2);
    held.answers[1]!(Response.json(paged([order()])));
    held.answers[0]!(Response.json(paged([])));
    await Promise.all([first, second]);
    expect(scope.getState(orders.$shown)?.key).toBe('search=speaker');
    expect(scope.getState(orders.$shown)?.list.totalCount).toBe(1);
  });

  it('marks a failed load for the retry, which asks again', async () => {
    let down = true;
    const calls = fakeBackEnd(() => (down ? new Response('', { status: 503 }) : Response.json(paged([]))));
    const scope = await signedIn();
    await allSettled(ordersPageOpened, { scope, params: { company_id: 3 } });
    expect(scope.getState(orders.$failed)).toBe('company_id=3');
    down = false;
    await allSettled(orders.retried, { scope });
    expect(calls).toHaveLength(2);
    expect(scope.getState(orders.$failed)).toBeNull();
    expect(scope.getState(orders.$shown)?.key).toBe('company_id=3');
  });

  it('ends the session on a 401, and asks nothing for a guest', async () => {
    fakeBackEnd(() => refusal(401, 'not_authenticated'));
    const scope = await signedIn();
    await allSettled(ordersPageOpened, { scope, params: {} });
    expect(scope.getState($sessionLost)).toBe(true);

    const calls = fakeBackEnd(() => Response.json(paged([])));
    await allSettled(ordersPageOpened, { scope: fork(), params: {} });
    expect(calls).toEqual([]);
  });

  it('forgets the orders when the shopper signs out', async () => {
    fakeBackEnd(() => Response.json(paged([order()])));
    const scope = await signedIn();
    await allSettled(ordersPageOpened, { scope, params: {} });
    await allSettled(authChanged, { scope, params: { isAuth: false, name: null } });
    expect(scope.getState(orders.$shown)).toBeNull();
  });
});

describe("the company filter's companies", () => {
  const twoPages = (call: { url: string }) =>
    call.url === 'users/company?page=2'
      ? Response.json({ data: [company(11, 'Beta SA')], totalCount: 11, pages: 2 })
      : Response.json({ data: [company(3, 'Acme SRL')], totalCount: 11, pages: 2 });

  it('are every page of users/company, loaded with the page on the server', async () => {
    const calls = fakeBackEnd((call) =>
      call.url.startsWith('users/company') ? twoPages(call) : Response.json(paged([])),
    );
    const scope = await signedIn();
    await allSettled(ordersPrepared, { scope, params: {} });
    expect(calls.map((c) => c.url).sort()).toEqual(['general/v2/order', 'users/company', 'users/company?page=2']);
    expect(scope.getState($filterCompanies)).toEqual([
      { id: 3, name: 'Acme SRL' },
      { id: 11, name: 'Beta SA' },
    ]);
  });

  it('are not asked again by the browser right after the server brought them, but on a later visit', async () => {
    const calls = fakeBackEnd((call) =>
      call.url.startsWith('users/company') ? twoPages(call) : Response.json(paged([])),
    );
    const scope = await signedIn();
    await allSettled(ordersPrepared, { scope, params: {} });
    calls.length = 0;
    await allSettled(filterCompaniesNeeded, { scope });
    expect(calls).toEqual([]);
    await allSettled(filterCompaniesNeeded, { scope });
    expect(calls.map((c) => c.url)).toEqual(['users/company', 'users/company?page=2']);
  });
});

describe('one order', () => {
  it('is loaded once: not asked again for the order the page shows', async () => {
    const calls = fakeBackEnd(() => Response.json(order()));
    const scope = await signedIn();
    await allSettled(orderLoad.opened, { scope, params: 41 });
    await allSettled(orderLoad.opened, { scope, params: 41 });
    expect(calls.map((c) => c.url)).toEqual(['general/v2/order/41']);
    expect(scope.getState(orderLoad.$record)?.id).toBe(41);
  });

  it("is missing when the API answers 404 (anyone else's), and failed (retried) on other errors", async () => {
    let status = 404;
    fakeBackEnd(() => refusal(status, 'not_found'));
    const scope = await signedIn();
    await allSettled(orderLoad.opened, { scope, params: 77 });
    expect(scope.getState(orderLoad.$failure)).toEqual({ id: 77, missing: true });
    status = 503;
    await allSettled(orderLoad.retried, { scope });
    expect(scope.getState(orderLoad.$failure)).toEqual({ id: 77, missing: false });
  });

  async function prepared(pathname: string, answer: () => Response) {
    const calls = fakeBackEnd(answer);
    const scope = await signedIn();
    await allSettled(localeChanged, { scope, params: 'ru' });
    await remote.prepare({ scope, locale: 'ru', pathname, search: '' });
    return { scope, calls };
  }

  it("makes the page a 404 on the server when the order is not the shopper's", async () => {
    const { scope, calls } = await prepared('/account/orders/77', () => refusal(404, 'not_found'));
    expect(calls.map((c) => c.url)).toEqual(['general/v2/order/77']);
    expect(scope.getState($pageStatus)).toBe(404);
    expect(scope.getState($head)).toEqual({ title: 'Заказ не найден', robots: 'noindex, nofollow' });
  });

  it('makes the page a 404 without asking the API for an id that is no id', async () => {
    const { scope, calls } = await prepared('/account/orders/abc', () => Response.json(order()));
    expect(calls).toEqual([]);
    expect(scope.getState($pageStatus)).toBe(404);
  });

  it("titles the shopper's own order by its number, status 200", async () => {
    const { scope } = await prepared('/account/orders/41', () => Response.json(order()));
    expect(scope.getState($pageStatus)).toBe(200);
    expect(scope.getState($head).title).toBe('Заказ № 41');
  });
});

describe('Pay', () => {
  it('is offered only for an online order that still waits for its money', () => {
    const cases = [
      ['online', 'awaiting_payment', true],
      ['online', 'payment_failed', true],
      ['online', 'paid', false],
      ['online', 'new', false],
      ['online', 'cancelled', false],
      ['online', 'completed', false],
      ['cash', 'awaiting_payment', false],
      ['card_on_delivery', 'new', false],
      ['credit', 'new', false],
    ] as const;
    for (const [payment_method, status, offered] of cases)
      expect(awaitsPayment({ payment_method, status }), `${payment_method} ${status}`).toBe(offered);
  });

  it("asks check-payment-status and goes to the provider's page it answers", async () => {
    const calls = fakeBackEnd((call) =>
      call.url.endsWith('check-payment-status')
        ? Response.json({ status: 'awaiting_payment', payUrl: '/api/payments/demo/p1' })
        : Response.json(order({ payment_method: 'online', status: 'awaiting_payment' })),
    );
    const visited: string[] = [];
    const scope = await signedIn((url) => void visited.push(url));
    await allSettled(orderLoad.opened, { scope, params: 41 });
    await allSettled(payPressed, { scope, params: 41 });
    expect(calls.map((c) => c.url)).toEqual(['general/v2/order/41', 'general/v2/order/41/check-payment-status']);
    expect(visited).toEqual(['/api/payments/demo/p1']);
    expect(scope.getState($payState)).toBe('idle');
  });

  it('shows the new status instead when the order was paid meanwhile', async () => {
    fakeBackEnd((call) =>
      call.url.endsWith('check-payment-status')
        ? Response.json({ status: 'paid', payUrl: null })
        : Response.json(order({ payment_method: 'online', status: 'awaiting_payment' })),
    );
    const visited: string[] = [];
    const scope = await signedIn((url) => void visited.push(url));
    await allSettled(orderLoad.opened, { scope, params: 41 });
    await allSettled(payPressed, { scope, params: 41 });
    expect(visited).toEqual([]);
    expect(scope.getState($payState)).toBe('not_needed');
    expect(scope.getState(orderLoad.$record)?.status).toBe('paid');
  });

  it('says the payment page could not be opened when the check fails', async () => {
    fakeBackEnd((call) =>
      call.url.endsWith('check-payment-status')
        ? new Response('', { status: 502 })
        : Response.json(order({ payment_method: 'online', status: 'awaiting_payment' })),
    );
    const visited: string[] = [];
    const scope = await signedIn((url) => void visited.push(url));
    await allSettled(orderLoad.opened, { scope, params: 41 });
    await allSettled(payPressed, { scope, params: 41 });
    expect(visited).toEqual([]);
    expect(scope.getState($payState)).toBe('failed');
  });
});
