// Paying an order online with the demo provider: the order answers the payment page on the shop's
// own origin; approving it marks the order paid through the provider's signed callback, whether or
// not the shopper comes back; a declined payment leaves the order payment_failed and its status
// check offers a new payment, which can pay it; an order nothing is left to pay for is just new.
import { describe, expect, it } from 'vitest';

import { orderPaymentStatusSchema } from '@vitrina/contract';

import { add, addProduct, addPromo, applyCode, buildCartShop, get, guest, promoOf } from './cart-support.ts';
import { createdOrder, orderOf, pickupOrder, placeOrder, readOrder } from './orders-support.ts';

const shop = await buildCartShop();
const product = await addProduct(shop, { priceMinor: 25_000 });

async function onlineOrder() {
  const who = guest();
  await add(shop, who, product);
  const order = createdOrder(await placeOrder(shop, who, await pickupOrder(shop, { payment_method: 'online' })));
  return { who, order };
}

/** The demo page's id in a payment page URL. */
const paymentIdOf = (payUrl: string | null) => new URL(payUrl!).pathname.split('/').at(-1)!;

/** The shopper presses a button of the demo's hosted page. */
const press = (payUrl: string | null, decision: 'approve' | 'decline') =>
  shop.app.inject({
    method: 'POST',
    url: `/payments/demo/${paymentIdOf(payUrl)}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

async function paymentStatus(who: ReturnType<typeof guest>, id: number) {
  const res = await get(shop, who, `/general/v2/order/${id}/check-payment-status`);
  expect(res.statusCode, res.body).toBe(200);
  return orderPaymentStatusSchema.parse(res.json());
}

describe('paying an order online', () => {
  it('sends the shopper to a payment page on the shop, and the approval marks the order paid', async () => {
    const { who, order } = await onlineOrder();
    expect(order.status).toBe('awaiting_payment');
    expect(order.result.payUrl).toMatch(new RegExp(`^http://${shop.brand}\\.localhost/api/payments/demo/[\\w-]+`));
    const back = await press(order.result.payUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://${shop.brand}.localhost/en/cart/payment/${order.id}`);
    expect(orderOf(await readOrder(shop, who, order.id)).status).toBe('paid');
    expect(await paymentStatus(who, order.id)).toEqual({ status: 'paid', payUrl: null });
  });

  it('answers the same payment page to a repeated press while that payment can still be paid', async () => {
    const { who, order } = await onlineOrder();
    expect((await paymentStatus(who, order.id)).payUrl).toBe(order.result.payUrl);
  });

  it('keeps a declined order payable: its status check offers a new payment, which pays it', async () => {
    const { who, order } = await onlineOrder();
    await press(order.result.payUrl, 'decline');
    const failed = await paymentStatus(who, order.id);
    expect(failed.status).toBe('payment_failed');
    expect(failed.payUrl).not.toBe(order.result.payUrl);
    await press(failed.payUrl, 'approve');
    expect(await paymentStatus(who, order.id)).toEqual({ status: 'paid', payUrl: null });
  });

  it('shows nobody else the payment of an order', async () => {
    const { order } = await onlineOrder();
    expect((await get(shop, guest(), `/general/v2/order/${order.id}/check-payment-status`)).statusCode).toBe(404);
  });

  it('asks no payment for an order a promo made free', async () => {
    const who = guest();
    await add(shop, who, product);
    promoOf(await applyCode(shop, who, await addPromo(shop, { value: 100 })));
    const order = createdOrder(await placeOrder(shop, who, await pickupOrder(shop, { payment_method: 'online' })));
    expect(order).toMatchObject({ status: 'new', total: 0, result: { payUrl: null } });
  });
});
