// Ordering the cart on credit (general/iute-credit/create-order): the order is priced on the server
// as general/v3/order prices it and keeps the credit terms computed for its total (a total, price or
// payment in the body is not read); it is idempotent with Idempotency-Key; a total the program does
// not lend, a product outside its limits or a term it does not offer refuses the whole order, which
// leaves the cart and the stock as they were; credit is never chosen through general/v3/order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { creditOrderCreatedSchema } from '@vitrina/contract';

import { creditApplications, orders, products } from '../src/db/schema/index.ts';
import { add, addProduct, buildCartShop, fetchCart, guest, post, signedIn, type Shopper } from './cart-support.ts';
import { addProgram, refusal } from './credit-support.ts';
import { orderOf, pickupOrder, placeOrder, readOrder } from './orders-support.ts';

const shop = await buildCartShop();
const program = await addProgram(shop);

const stockOf = async (id: number) =>
  Number((await shop.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock);

async function creditBody(extra: object = {}) {
  const { payment_method: _cash, ...order } = await pickupOrder(shop);
  return { ...order, program_id: program, months: 12, ...extra };
}

const orderOnCredit = async (who: Shopper, body?: object, key?: string) =>
  post(
    shop,
    who,
    '/general/iute-credit/create-order',
    body ?? (await creditBody()),
    key ? { 'idempotency-key': key } : {},
  );

function placed(res: Awaited<ReturnType<typeof orderOnCredit>>) {
  expect(res.statusCode, res.body).toBe(201);
  return creditOrderCreatedSchema.parse(res.json());
}

/** A guest whose cart holds one product at 10 000 lei (5 in stock). */
async function filledCart(priceMinor = 1_000_000) {
  const who = guest();
  const product = await addProduct(shop, { priceMinor, stock: 5 });
  expect((await add(shop, who, product)).statusCode).toBe(200);
  return { who, product };
}

describe('ordering the cart on credit', () => {
  it('prices the order and its credit on the server, takes the stock and empties the cart', async () => {
    const { who, product } = await filledCart();
    const tampered = await creditBody({ total: 1, price: 1, monthly_payment: 1, credit: { total: 1 } });
    const order = placed(await orderOnCredit(who, tampered));
    expect(order).toMatchObject({
      status: 'new',
      payment_method: 'credit',
      total: 10_000,
      result: { payUrl: null },
      credit: {
        program_id: program,
        lender: 'iute',
        months: 12,
        monthly_rate: 2.5,
        price: 10_000,
        monthly_payment: 974.88,
        last_payment: 974.74,
        total: 11_698.42,
        overpayment: 1_698.42,
      },
    });
    expect(await stockOf(product)).toBe(4);
    expect((await fetchCart(shop, who)).products).toEqual([]);
    expect(orderOf(await readOrder(shop, who, order.id))).toMatchObject({ payment_method: 'credit', total: 10_000 });
    const [application] = await shop.app.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.orderId, order.id));
    expect(application).toMatchObject({
      kind: 'order',
      principalMinor: 1_000_000,
      totalMinor: 1_169_842,
      userId: null,
    });
  });

  it("keeps a signed-in shopper's application on their account", async () => {
    const who = await signedIn(shop);
    await add(shop, who, await addProduct(shop, { priceMinor: 1_000_000 }));
    const order = placed(await orderOnCredit(who));
    const [application] = await shop.app.db
      .select({ userId: creditApplications.userId })
      .from(creditApplications)
      .where(eq(creditApplications.orderId, order.id));
    expect(application!.userId).toBe(who.id);
  });

  it('makes one order of one Idempotency-Key sent 20 times, and answers it every time', async () => {
    const { who, product } = await filledCart();
    const body = await creditBody();
    const answers = await Promise.all(Array.from({ length: 20 }, () => orderOnCredit(who, body, 'credit-press-0001')));
    const ids = new Set(answers.map((answer) => placed(answer).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(placed(answers[0]!).credit.monthly_payment).toBe(974.88);
    const made = await shop.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, [...ids][0]!));
    expect(made).toHaveLength(1);
    expect(await stockOf(product)).toBe(4);
    // The same key with another term is another press.
    const other = refusal(await orderOnCredit(who, await creditBody({ months: 6 }), 'credit-press-0001'), 422);
    expect(other.code).toBe('idempotency_key_reused');
  });

  it('refuses a total the program does not lend, and leaves the cart and the stock as they were', async () => {
    const { who, product } = await filledCart(99_000);
    expect(refusal(await orderOnCredit(who), 409).code).toBe('amount_out_of_range');
    expect(await stockOf(product)).toBe(5);
    expect((await fetchCart(shop, who)).products.map((line) => line.product_id)).toEqual([product]);
  });

  it('refuses a program limited to products the cart does not only hold, naming the others', async () => {
    const { who, product } = await filledCart();
    const listed = await addProduct(shop, { priceMinor: 1_000_000 });
    await add(shop, who, listed);
    const limited = await addProgram(shop, { productIds: [listed] });
    const error = refusal(await orderOnCredit(who, await creditBody({ program_id: limited })), 409);
    expect(error).toMatchObject({ code: 'program_not_applicable', fields: [`products.${product}`] });
    expect(await stockOf(product)).toBe(5);
  });

  it.each([
    ['a term the program does not offer', { months: 9 }, 400, 'validation_failed', ['months']],
    ['a program of no shop', { program_id: 2_000_000_000 }, 404, 'not_found', ['program_id']],
    ['another payment method', { payment_method: 'cash' }, 400, 'validation_failed', ['payment_method']],
    ['no program', { program_id: undefined }, 400, 'validation_failed', ['program_id']],
    ['no contact', { contact: undefined }, 400, 'validation_failed', ['contact']],
  ])('refuses %s', async (_, change, status, code, fields) => {
    const { who, product } = await filledCart();
    const error = refusal(await orderOnCredit(who, { ...(await creditBody()), ...change }), status);
    expect(error).toMatchObject({ code, fields });
    expect(await stockOf(product)).toBe(5);
  });

  it('refuses an empty cart', async () => {
    expect(refusal(await orderOnCredit(guest()), 400).code).toBe('empty_cart');
  });

  it('is the only way to choose credit: general/v3/order refuses it', async () => {
    const { who, product } = await filledCart();
    const error = refusal(await placeOrder(shop, who, await pickupOrder(shop, { payment_method: 'credit' })), 400);
    expect(error.fields).toEqual(['payment_method']);
    expect(await stockOf(product)).toBe(5);
  });
});
