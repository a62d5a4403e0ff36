// Credit at the checkout: offered when a program of the cart's lender (iute) lends on every product
// of the cart and on its sum (general/credits for the cart's products), in a shop with credit
// programs; the credit window's link (?payment=credit&program_id&months) chooses it, over the form
// the browser kept; the payments shown are the domain's credit rule over the order's total (the
// server's own for the same amount); "order" goes to general/iute-credit/create-order with the
// program, the term and an Idempotency-Key kept for the same body, then to /cart/success.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditProgram, GlobalSettings } from '@vitrina/contract';
import { $draft, $formErrors, draftEdited, storeChosen } from '../src/entities/checkout-draft/index.ts';
import {
  $creditChoice,
  $creditOffer,
  $paymentMethod,
  $paymentMethods,
  creditPayments,
} from '../src/features/checkout-payment/index.ts';
import { $placed, $submitFailure } from '../src/features/checkout-submit/index.ts';
import { checkoutOpened } from '../src/pages/checkout/model/checkout-model.ts';
import { checkoutAsked, creditAskOf } from '../src/pages/checkout/model/credit-ask.ts';
import { orderPressed } from '../src/pages/checkout/model/order-model.ts';
import { $orderTotal } from '../src/pages/checkout/model/order-total.ts';
import { callsTo, checkoutScope, checkoutShop, placedOrder, shopSettings } from './checkout-support.ts';
import { creditProgram } from './credit-programs.ts';
import { cart, line, memoryStorage, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const CREDIT_ORDER = 'general/iute-credit/create-order';
const CONTACT = { name: 'Ana Popescu', email: 'ana@example.com', phone: '+(373) 69-123-456' };

/** The checkout's programs lend from 1 000. */
const program = (id: number, fields: Partial<CreditProgram> = {}) =>
  creditProgram(id, { min_amount: 1_000, ...fields });
const QUICK = program(5);
const LONG = program(6, { months: [12, 24] });
const MAIB = program(7, { lender: 'maib', lender_name: 'maib' });

/** Two speakers of 5 000 lei: the order's total is 10 000 with a pickup. */
const creditCart = () => cart([line(1, { price: 5_000 }), line(2, { price: 5_000 })], { total_price: 10_000 });
const WITH_CREDITS = shopSettings({ credits: [{ id: 5, title: 'Program 5', months: 12 }] });

/** general/credits as the API answers it: per product asked, the programs listed for it. */
const credits = (byProduct: Record<number, CreditProgram[]>) => (call: SeenCall) => {
  const ids = [...new URL(call.url, 'http://api').searchParams.getAll('product_ids')].map(Number);
  return Response.json(ids.map((id) => ({ product_id: id, programs: byProduct[id] ?? [] })));
};

async function openCheckout(settings: GlobalSettings = WITH_CREDITS) {
  const storage = memoryStorage();
  const { scope } = checkoutScope([], settings);
  await allSettled(checkoutOpened, { scope });
  return { scope, storage };
}

/** Picked up at the store (no delivery price), the contact filled. */
async function pickedUp(scope: Scope) {
  await allSettled(draftEdited, { scope, params: { ...CONTACT, method: 'pickup' } });
  await allSettled(storeChosen, { scope, params: 7 });
}

describe('credit as a way to pay the cart', () => {
  it("is offered with the lender's programs that lend on every product, asked for all of them", async () => {
    const calls = checkoutShop(
      { 'general/credits': credits({ 1: [QUICK, LONG, MAIB], 2: [QUICK, MAIB] }) },
      creditCart(),
    );
    const { scope } = await openCheckout();
    expect(callsTo(calls, 'general/credits').map((call) => call.url)).toEqual([
      'general/credits?product_ids=1&product_ids=2',
    ]);
    expect(scope.getState($creditOffer).map((one) => one.id)).toEqual([5]);
    expect(scope.getState($paymentMethods)).toEqual(['cash', 'card_on_delivery', 'online', 'credit']);
  });

  it('is not offered when a product has no such program, the sum is out of range, or the shop has none', async () => {
    checkoutShop({ 'general/credits': credits({ 1: [QUICK], 2: [MAIB] }) }, creditCart());
    expect((await openCheckout()).scope.getState($paymentMethods)).not.toContain('credit');

    checkoutShop({ 'general/credits': credits({ 1: [QUICK] }) }, cart([line(1, { price: 500 })], { total_price: 500 }));
    expect((await openCheckout()).scope.getState($paymentMethods)).not.toContain('credit');

    const calls = checkoutShop({ 'general/credits': credits({ 1: [QUICK], 2: [QUICK] }) }, creditCart());
    const { scope } = await openCheckout(shopSettings());
    expect(scope.getState($paymentMethods)).not.toContain('credit');
    expect(callsTo(calls, 'general/credits')).toHaveLength(0);
  });

  it("takes the credit window's link over the form the browser kept, once it was read back", async () => {
    checkoutShop({ 'general/credits': credits({ 1: [QUICK, LONG], 2: [QUICK, LONG] }) }, creditCart());
    const { scope, storage } = await openCheckout();
    await allSettled(draftEdited, { scope, params: { payment: 'cash' } });
    // The next visit opens the link: the stored form says cash.
    const again = checkoutScope([], WITH_CREDITS).scope;
    const ask = creditAskOf(new URLSearchParams('payment=credit&program_id=6&months=24'));
    const opening = allSettled(checkoutOpened, { scope: again });
    await allSettled(checkoutAsked, { scope: again, params: ask });
    await opening;
    expect(again.getState($paymentMethod)).toBe('credit');
    expect(again.getState($creditChoice)).toMatchObject({ program: { id: 6 }, months: 24 });
    expect(JSON.parse(storage.get('cart-data')!)).toMatchObject({ payment: 'credit', creditProgramId: 6 });
  });

  it('keeps a term the program offers, else its longest, and a program that lends on the cart, else the first', async () => {
    checkoutShop({ 'general/credits': credits({ 1: [QUICK, LONG], 2: [QUICK, LONG] }) }, creditCart());
    const { scope } = await openCheckout();
    await allSettled(checkoutAsked, { scope, params: { programId: 5, months: 7 } });
    expect(scope.getState($creditChoice)).toMatchObject({ program: { id: 5 }, months: 12 });
    await allSettled(draftEdited, { scope, params: { creditProgramId: 99 } });
    expect(scope.getState($creditChoice)?.program.id).toBe(5);
    expect(creditAskOf(new URLSearchParams('payment=cash&program_id=5'))).toBeNull();
    expect(creditAskOf(new URLSearchParams('payment=credit&program_id=x'))).toEqual({ programId: null, months: null });
  });

  it('shows the payments the server computes for the same amount (10 000 at 2.5 % for 12 months)', async () => {
    checkoutShop({ 'general/credits': credits({ 1: [QUICK], 2: [QUICK] }) }, creditCart());
    const { scope } = await openCheckout();
    await pickedUp(scope);
    expect(scope.getState($orderTotal)).toBe(10_000);
    // api/test/credit-request.test.ts: the API answers 974.88 a month, 11 698.42 in all, for this credit.
    expect(creditPayments({ program: QUICK, months: 12 }, 10_000)).toEqual({
      monthly: 974.88,
      last: 974.74,
      total: 11_698.42,
      overpayment: 1_698.42,
    });
  });
});

describe('ordering on credit', () => {
  it('sends the program and term to the lender’s order call with a key, and goes to the success page', async () => {
    const calls = checkoutShop(
      {
        'general/credits': credits({ 1: [QUICK], 2: [QUICK] }),
        [CREDIT_ORDER]: () => Response.json(placedOrder(43, null, { payment_method: 'credit' }), { status: 201 }),
      },
      creditCart(),
    );
    const { scope } = await openCheckout();
    await pickedUp(scope);
    await allSettled(draftEdited, { scope, params: { payment: 'credit', creditMonths: 6 } });
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, 'general/v3/order')).toHaveLength(0);
    const [sent] = callsTo(calls, CREDIT_ORDER);
    expect(sent!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(sent!.body).toMatchObject({ payment_method: 'credit', program_id: 5, months: 6 });
    expect(scope.getState($placed)).toEqual({ orderId: 43, payUrl: null });
  });

  it('presses again with the same key after no answer, and shows the lender’s refusal', async () => {
    let answer = () => new Response(null, { status: 502 });
    const calls = checkoutShop(
      { 'general/credits': credits({ 1: [QUICK], 2: [QUICK] }), [CREDIT_ORDER]: () => answer() },
      creditCart(),
    );
    const { scope } = await openCheckout();
    await pickedUp(scope);
    await allSettled(draftEdited, { scope, params: { payment: 'credit' } });
    await allSettled(orderPressed, { scope });
    answer = () => refusal(409, 'program_not_applicable', { 'products.2': ['not_applicable'] });
    await allSettled(orderPressed, { scope });
    const keys = callsTo(calls, CREDIT_ORDER).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(scope.getState($submitFailure)).toBe('orderCreditNotApplicable');
  });

  it('refuses in the browser a total (delivery included) the program does not lend, and sends nothing', async () => {
    const calls = checkoutShop(
      {
        'general/credits': credits({
          1: [program(5, { max_amount: 10_020 })],
          2: [program(5, { max_amount: 10_020 })],
        }),
      },
      creditCart(),
    );
    const { scope } = await openCheckout();
    // Delivered to Chisinau: 50 lei more than the program lends.
    await allSettled(draftEdited, { scope, params: { ...CONTACT, building: '12', payment: 'credit' } });
    expect(scope.getState($orderTotal)).toBe(10_050);
    expect(scope.getState($paymentMethod)).toBe('credit');
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, CREDIT_ORDER)).toHaveLength(0);
    expect(scope.getState($draft).payment).toBe('credit');
    expect(scope.getState($formErrors)?.fields).toEqual({ program_id: ['amount_out_of_range'] });
    expect(scope.getState($submitFailure)).toBe('orderCheckFields');
  });
});
