// The order letters, read from a real SMTP inbox: a new order's confirmation to its contact (lines,
// sums, delivery, payment; the status page's link when it is paid online) in the order's language;
// a receipt once a payment pays it, never twice for one payment (a callback delivered twice, a
// settlement rolled back and applied again); nothing for a repeated press or a contact without an
// address; and a mailer that fails never fails or undoes the order.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { DEV_PAYMENT_DEMO_SECRET } from '../src/config.ts';
import { signDemoBody } from '../src/payment/demo/signature.ts';
import { buildAuthApp } from './auth-support.ts';
import { add, addProduct, buildCartShop, guest, post } from './cart-support.ts';
import {
  buildRuledShop,
  createdOrder,
  lettersTo,
  orderOf,
  PHONE_CONTACT,
  pickupOrder,
  placeOrder,
  quickOrder,
  readOrder,
  stockOf,
} from './orders-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);
// A shop of its own app whose every letter fails to leave.
const failing = await buildAuthApp({
  auth: { mailer: { send: () => Promise.reject(new Error('mail server down')), close: () => undefined } },
});
const broken = await buildCartShop(failing);
const parcels = await buildRuledShop(ctx, { delivery_methods: ['carrier'] });

let addresses = 0;
const newAddress = () => `order-mail-${++addresses}-${process.pid}@example.md`;

/** A guest's order of one product (25.00 lei, two of them), its contact at a fresh address. */
async function orderWithMail(extra: object = {}, headers: Record<string, string> = {}) {
  const who = guest();
  const email = newAddress();
  await add(shop, who, await addProduct(shop, { priceMinor: 2_500 }), 2);
  const body = { ...(await pickupOrder(shop)), contact: { name: 'Ana', email, phone: '+37369123456' }, ...extra };
  const send = () => post(shop, who, '/general/v3/order', body, headers);
  return { who, email, order: createdOrder(await send()), again: send };
}

/** A callback of the demo provider saying the payment is paid, signed as the provider signs it. */
function paidCallback(paymentId: string, amountMinor: number, eventId = `evt-${randomUUID()}`) {
  const raw = JSON.stringify({
    event_id: eventId,
    payment_id: paymentId,
    status: 'paid',
    amount_minor: amountMinor,
    currency: 'MDL',
    at: new Date(ctx.clock.now()).toISOString(),
  });
  return shop.app.inject({
    method: 'POST',
    url: '/payments/callback/demo',
    headers: { 'content-type': 'application/json', 'x-demo-signature': signDemoBody(DEV_PAYMENT_DEMO_SECRET, raw) },
    payload: raw,
  });
}

const paymentIdOf = (payUrl: string | null) => new URL(payUrl!).pathname.split('/').at(-1)!;

describe('the confirmation', () => {
  it('tells the contact the lines, sums, delivery and payment, in the order’s language', async () => {
    const { email, order } = await orderWithMail({}, { 'accept-language': 'ru' });
    const mail = await ctx.inbox.next(email);
    expect(mail.subject).toBe(`Заказ № ${order.id} в ${shop.brand}`);
    expect(mail.html).toContain('<html lang="ru">');
    const text = mail.text ?? '';
    expect(text).toContain(`${order.lines[0]!.title} × 2: 50 лей`);
    expect(text).toContain('Итого: 50 лей');
    // The store's name exists in Romanian only: the shop's main language stands in.
    expect(text).toContain('Самовывоз из магазина: Magazin, str. Test 1');
    expect(text).toContain('Оплата: Наличными при получении');
    expect(text).not.toContain('/cart/payment/');
  });

  it('names the address and the carrier branch as the order keeps them', async () => {
    const delivery = {
      method: 'address',
      region_id: 3,
      locality_id: 301,
      address: { street: 'str. Ismail', building: '12', apartment: '4' },
    };
    const { email } = await orderWithMail({ delivery });
    expect((await ctx.inbox.next(email)).text).toContain('Delivery: Delivery to: Chisinau, str. Ismail, 12, apt. 4');

    const who = guest();
    const parcelMail = newAddress();
    await add(parcels, who, await addProduct(parcels));
    const carrier = { type: 'warehouse', city_ref_id: 'np-city-kyiv', warehouse_ref_id: 'np-wh-kyiv-12' };
    const body = {
      contact: { name: 'Ana', email: parcelMail, phone: '+37369123456' },
      delivery: { method: 'carrier', carrier },
      payment_method: 'cash',
    };
    createdOrder(await post(parcels, who, '/general/v3/order', body, { 'accept-language': 'ru' }));
    expect((await ctx.inbox.next(parcelMail)).text).toContain(
      'Доставка: В отделение перевозчика: Киев, № 12, ул. Крещатик, 22',
    );
  });

  it('links an order paid online to its status page, where it is paid', async () => {
    const { email, order } = await orderWithMail({ payment_method: 'online' });
    const text = (await ctx.inbox.next(email)).text ?? '';
    expect(text).toContain(`http://${shop.brand}.localhost/en/cart/payment/${order.id}`);
    expect(text).toContain('Payment: Card, online');
  });

  it('goes once for a press repeated with its Idempotency-Key', async () => {
    const { email, order, again } = await orderWithMail({}, { 'idempotency-key': `mail-${randomUUID()}` });
    expect(createdOrder(await again()).id).toBe(order.id);
    await shop.app.auth.postbox.settled();
    expect(lettersTo(ctx.inbox, email)).toHaveLength(1);
  });

  it('tells a one-click shopper the shop will call, and sends nothing to a contact without an address', async () => {
    const product = await addProduct(shop);
    const email = newAddress();
    const contact = { ...PHONE_CONTACT, email };
    const order = createdOrder(await quickOrder(shop, guest(), 'one-click', { product_id: product, contact }));
    const text = (await ctx.inbox.next(email)).text ?? '';
    expect(text).toContain(`order no. ${order.id}`);
    expect(text).toContain('We will call you to agree the delivery and the payment.');
    expect(text).toContain('Delivery: To be agreed by phone');

    await shop.app.auth.postbox.settled();
    const before = ctx.inbox.received.length;
    createdOrder(await quickOrder(shop, guest(), 'one-click', { product_id: product, contact: PHONE_CONTACT }));
    await shop.app.auth.postbox.settled();
    expect(ctx.inbox.received.length).toBe(before);
  });
});

describe('the payment receipt', () => {
  it('goes once when the order is paid, however often the provider reports it', async () => {
    const { email, order, who } = await orderWithMail({ payment_method: 'online' });
    await ctx.inbox.next(email);
    const paymentId = paymentIdOf(order.result.payUrl);
    const callback = () => paidCallback(paymentId, 5_000, `evt-${paymentId}`);
    expect((await callback()).json()).toEqual({ received: true, applied: true });
    expect((await callback()).json()).toEqual({ received: true, applied: false });
    expect((await paidCallback(paymentId, 5_000)).statusCode).toBe(200);
    const receipt = await ctx.inbox.next(email);
    expect(receipt.subject).toBe(`Payment received for your ${shop.brand} order no. ${order.id}`);
    expect(receipt.text).toContain(`We received 50 lei for your order no. ${order.id}.`);
    expect(receipt.text).not.toContain('/cart/payment/');
    await shop.app.auth.postbox.settled();
    expect(lettersTo(ctx.inbox, email)).toHaveLength(2);
    expect(orderOf(await readOrder(shop, who, order.id)).status).toBe('paid');
  });

  it('waits for the payment’s transaction: a settlement rolled back mails nothing, applied again it mails once', async () => {
    const { email, order, who } = await orderWithMail({ payment_method: 'online' });
    await ctx.inbox.next(email);
    let failOnce = true;
    const stop = shop.app.payments.onSettled(() => {
      if (!failOnce) return;
      failOnce = false;
      throw new Error('a listener after the order’s failed');
    });
    try {
      const paymentId = paymentIdOf(order.result.payUrl);
      expect((await paidCallback(paymentId, 5_000, `evt-${paymentId}`)).statusCode).toBe(500);
      await shop.app.auth.postbox.settled();
      expect(lettersTo(ctx.inbox, email)).toHaveLength(1);
      expect(orderOf(await readOrder(shop, who, order.id)).status).toBe('awaiting_payment');
      // The provider retries the same event: it applies now, and the receipt goes.
      expect((await paidCallback(paymentId, 5_000, `evt-${paymentId}`)).json()).toEqual({
        received: true,
        applied: true,
      });
      await shop.app.auth.postbox.settled();
      expect(lettersTo(ctx.inbox, email).map((mail) => mail.subject)).toEqual([
        `Your ${shop.brand} order no. ${order.id}`,
        `Payment received for your ${shop.brand} order no. ${order.id}`,
      ]);
    } finally {
      stop();
    }
  });
});

describe('a mailer that fails', () => {
  it('neither fails nor undoes the order, nor its payment', async () => {
    const who = guest();
    const product = await addProduct(broken, { priceMinor: 1_000, stock: 4 });
    await add(broken, who, product);
    const order = createdOrder(
      await placeOrder(broken, who, { ...(await pickupOrder(broken)), payment_method: 'online' }),
    );
    await broken.app.auth.postbox.settled();
    expect(orderOf(await readOrder(broken, who, order.id)).status).toBe('awaiting_payment');
    expect(await stockOf(broken, product)).toBe(3);
    await broken.app.inject({
      method: 'POST',
      url: `/payments/demo/${paymentIdOf(order.result.payUrl)}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await broken.app.auth.postbox.settled();
    expect(orderOf(await readOrder(broken, who, order.id)).status).toBe('paid');
  });
});
