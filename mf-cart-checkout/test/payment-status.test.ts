// After the payment provider sends the shopper back: the page asks check-payment-status until the
// payment is settled, stops after POLL_LIMIT questions with "check again", stops when the shopper
// leaves, and tells the data layer of the sale once however often the page is opened.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@vitrina/contract';
import { $locale, pageStatusSet } from '@vitrina/events';
import { $order, $orderLoad, orderOpened, reportPurchase } from '../src/entities/order/index.ts';
import { loadCartTexts } from '../src/shared/i18n/index.ts';
import {
  $gaveUp,
  $payment,
  checkAgainPressed,
  paymentLeft,
  paymentWatched,
  POLL_LIMIT,
  pollDelayMs,
} from '../src/pages/payment-status/model/payment-model.ts';
import { paymentLoad } from '../src/pages/payment-status/model/payment-load.ts';
import { waitFx } from '../src/shared/lib/wait.ts';
import { byPath, fakeBackEnd, memoryStorage, refusal } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const STATUS = 'general/v2/order/7/check-payment-status';
const PAY_URL = '/api/payments/demo/pay_1';

function order(fields: Partial<Order> = {}): Order {
  return {
    id: 7,
    status: 'awaiting_payment',
    kind: 'cart',
    payment_method: 'online',
    currency: 'MDL',
    goods: 200,
    discount: 20,
    delivery_price: 50,
    total: 230,
    promo_code: 'SPRING',
    contact: { name: 'Ana', email: 'ana@example.com', phone: '+37369123456' },
    delivery: { method: 'address' },
    comment: null,
    created_at: '2026-11-25T10:00:00.000Z',
    lines: [{ product_id: 3, code: 'P-3', title: 'Speaker', count: 2, price: 100, discount: 10, total: 180 }],
    ...fields,
  };
}

/** check-payment-status answers these statuses in turn (the last one from then on). */
function statuses(...answers: string[]) {
  let asked = 0;
  return fakeBackEnd(
    byPath({
      [STATUS]: () => {
        const status = answers[Math.min(asked++, answers.length - 1)];
        return Response.json({ status, payUrl: status === 'paid' ? null : PAY_URL });
      },
      'general/v2/order/7': () => Response.json(order()),
    }),
  );
}

describe('the payment status page', () => {
  it('asks until the bank settles the payment, then stops asking', async () => {
    const calls = statuses('awaiting_payment', 'awaiting_payment', 'paid');
    const page = pageScope();
    await allSettled(paymentWatched, { scope: page, params: 7 });
    expect(page.getState($payment)).toEqual({ orderId: 7, status: 'paid', payUrl: null });
    expect(calls.filter((call) => call.url === STATUS)).toHaveLength(3);
  });

  it('waits 1, 2, 3, 4 s and then 5 s between questions', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map(pollDelayMs)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });

  it(`stops after ${POLL_LIMIT} questions while the payment waits, and asks again when the shopper presses`, async () => {
    const calls = statuses('awaiting_payment');
    const page = pageScope();
    await allSettled(paymentWatched, { scope: page, params: 7 });
    expect(calls).toHaveLength(POLL_LIMIT);
    expect(page.getState($gaveUp)).toBe(true);
    await allSettled(checkAgainPressed, { scope: page });
    expect(calls.length).toBeGreaterThan(POLL_LIMIT);
  });

  it('shows a declined payment with the page to pay again, and asks no more', async () => {
    const calls = statuses('awaiting_payment', 'payment_failed');
    const page = pageScope();
    await allSettled(paymentWatched, { scope: page, params: 7 });
    expect(page.getState($payment)).toEqual({ orderId: 7, status: 'payment_failed', payUrl: PAY_URL });
    expect(calls).toHaveLength(2);
  });

  it('stops asking when the shopper leaves the page', async () => {
    const calls = statuses('awaiting_payment');
    let leave = () => {};
    const page = fork({
      values: [[$locale, 'en']],
      // The first pause is where the shopper leaves.
      handlers: [[waitFx, () => new Promise<void>((resolve) => (leave = resolve))]],
    });
    const watching = allSettled(paymentWatched, { scope: page, params: 7 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await allSettled(paymentLeft, { scope: page });
    leave();
    await watching;
    expect(calls).toHaveLength(1);
  });

  it("keeps asking through a failed question, and stops at once for an order that is not the shopper's", async () => {
    let asked = 0;
    const calls = fakeBackEnd(
      byPath({
        [STATUS]: () =>
          asked++ === 0 ? new Response('busy', { status: 503 }) : Response.json({ status: 'paid', payUrl: null }),
      }),
    );
    const page = pageScope();
    await allSettled(paymentWatched, { scope: page, params: 7 });
    expect(calls).toHaveLength(2);
    expect(page.getState($payment)?.status).toBe('paid');

    const strangers = fakeBackEnd(byPath({}));
    await allSettled(paymentWatched, { scope: pageScope(), params: 8 });
    expect(strangers).toHaveLength(1);
  });
});

describe('the server render of the payment page', () => {
  it('is a 404 for an order that is not the caller’s, and loads the order and its status otherwise', async () => {
    await loadCartTexts('en');
    fakeBackEnd(byPath({ 'general/v2/order/8': () => refusal(404, 'not_found') }));
    const statusSet = vi.fn();
    const missing = pageScope();
    const unwatch = pageStatusSet.watch(statusSet);
    await paymentLoad({ scope: missing, params: { orderId: '8' }, search: new URLSearchParams() });
    unwatch();
    expect(missing.getState($orderLoad)).toBe('missing');
    expect(statusSet).toHaveBeenCalledWith(404);

    statuses('awaiting_payment');
    const found = pageScope();
    await paymentLoad({ scope: found, params: { orderId: '7' }, search: new URLSearchParams() });
    expect(found.getState($order)?.id).toBe(7);
    expect(found.getState($payment)).toEqual({ orderId: 7, status: 'awaiting_payment', payUrl: PAY_URL });
  });

  it('does not ask for an id that is not a number', async () => {
    await loadCartTexts('en');
    const calls = fakeBackEnd(byPath({}));
    await paymentLoad({ scope: pageScope(), params: { orderId: '7;drop' }, search: new URLSearchParams() });
    expect(calls).toHaveLength(0);
  });
});

describe('the sale in the data layer', () => {
  it('is told once per order, with the server’s sums', async () => {
    memoryStorage();
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    reportPurchase(order({ status: 'paid' }));
    reportPurchase(order({ status: 'paid' }));
    const purchases = layer.filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '7',
          currency: 'MDL',
          value: 230,
          shipping: 50,
          discount: 20,
          coupon: 'SPRING',
          items: [{ item_id: '3', item_name: 'Speaker', price: 100, quantity: 2 }],
        },
      },
    ]);
  });
});

describe('an order page opened by id', () => {
  it("is missing for another shopper's order", async () => {
    fakeBackEnd(byPath({}));
    const page = pageScope();
    await allSettled(orderOpened, { scope: page, params: 99 });
    expect(page.getState($orderLoad)).toBe('missing');
    expect(page.getState($order)).toBeNull();
  });
});
