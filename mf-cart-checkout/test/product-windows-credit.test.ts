// The credit window with the fake back end: the programs the server says lend on the product, the
// longest term first, the calculation shown exactly as the server answered it and asked again on a
// change of term or program (a late answer for terms no longer chosen is dropped), the credit
// request with the terms chosen, and the iute program's way through the cart.
import { allSettled, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditCalculation } from '@vitrina/contract';
import { $openModal } from '@vitrina/events';
import { $cart } from '../src/entities/cart/index.ts';
import {
  $calcProblem,
  $calculation,
  $choice,
  $creditCartAdd,
  $creditLoad,
  $programs,
  CREDIT_DONE_MODAL,
  creditCartPressed,
  creditOpened,
  creditRequestForm,
  monthsChosen,
  programChosen,
} from '../src/features/credit/index.ts';
import { creditProgram } from './credit-programs.ts';
import { byPath, cart, fakeBackEnd, line, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { byPathLater, contact, created } from './product-windows-support.ts';
import { dataLayer, pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

/** The server's calculation; its numbers are the test's, the window adds nothing up. */
const calculation = (programId: number, months: number): CreditCalculation => ({
  program_id: programId,
  months,
  currency: 'MDL',
  price: 1200,
  monthly_payment: 1000 + months,
  last_payment: 990 + months,
  total: 12_000 + months,
  overpayment: 10_800 + months,
});
const calculated = (call: SeenCall) => {
  const { program_id, months } = call.body as { program_id: number; months: number };
  return Response.json(calculation(program_id, months));
};
const shop = (calculate: (call: SeenCall) => Response | Promise<Response> = calculated) =>
  fakeBackEnd(
    byPathLater({
      'general/credits': () =>
        Response.json([
          { product_id: 641, programs: [creditProgram(1), creditProgram(2, { lender: 'bank', months: [6, 24] })] },
        ]),
      'general/v3/credits/calculate': calculate,
      'calculator/filials': () => Response.json([{ id: 4, name: 'Centre', address: '1 Main St', hours: [] }]),
      'calculator/credit-request': () => created({ id: 91, status: 'received', monthly_payment: 1012, total: 12_012 }),
      'general/cart/add-item': () => Response.json(cart([line(641, { price: 1200 })])),
    }),
  );
const calculations = (calls: SeenCall[]) =>
  calls.filter((call) => call.url === 'general/v3/credits/calculate').map((call) => call.body);

describe('the credit window', () => {
  it("shows the programs that apply and the server's calculation of the longest term of the first", async () => {
    const calls = shop();
    const scope = pageScope();
    await allSettled(creditOpened, { scope, params: { productId: 641, quantity: 2 } });
    expect(calls[0]!.url).toBe('general/credits?product_ids=641');
    expect(scope.getState($creditLoad)).toBe('ready');
    expect(scope.getState($programs).map((one) => one.id)).toEqual([1, 2]);
    expect(scope.getState($choice)).toEqual({ programId: 1, months: 12 });
    expect(calculations(calls)).toEqual([{ product_id: 641, program_id: 1, months: 12, count: 2 }]);
    expect(scope.getState($calculation)).toEqual(calculation(1, 12));
  });

  it('asks again on a change of term or program and shows only the answer for what is chosen now', async () => {
    const calls = shop();
    const scope = pageScope();
    await allSettled(creditOpened, { scope, params: { productId: 641 } });
    await allSettled(monthsChosen, { scope, params: 6 });
    expect(scope.getState($calculation)).toEqual(calculation(1, 6));
    // Program 2 offers 6 months too: the term stays. A term it does not offer is refused.
    await allSettled(programChosen, { scope, params: 2 });
    expect(scope.getState($choice)).toEqual({ programId: 2, months: 6 });
    await allSettled(monthsChosen, { scope, params: 12 });
    expect(scope.getState($choice)).toEqual({ programId: 2, months: 6 });
    expect(calculations(calls)).toEqual([
      { product_id: 641, program_id: 1, months: 12 },
      { product_id: 641, program_id: 1, months: 6 },
      { product_id: 641, program_id: 2, months: 6 },
    ]);
    expect(scope.getState($calculation)).toEqual(calculation(2, 6));
  });

  it('drops a slow answer for a term the shopper has left', async () => {
    const held: Array<() => void> = [];
    shop((call) => new Promise((resolve) => held.push(() => resolve(calculated(call)))));
    const scope = pageScope();
    const opening = allSettled(creditOpened, { scope, params: { productId: 641 } });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    scopeBind(monthsChosen, { scope })(3);
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await vi.waitFor(() => expect(scope.getState($calculation)).toEqual(calculation(1, 3)));
    held[0]!();
    await opening;
    expect(scope.getState($calculation)).toEqual(calculation(1, 3));
  });

  it('says when the program does not lend this amount, and when no program applies', async () => {
    shop(() => refusal(409, 'amount_out_of_range'));
    const scope = pageScope();
    await allSettled(creditOpened, { scope, params: { productId: 641 } });
    expect(scope.getState($calculation)).toBeNull();
    expect(scope.getState($calcProblem)).toBe('amount_out_of_range');

    fakeBackEnd(byPath({ 'general/credits': () => Response.json([{ product_id: 641, programs: [] }]) }));
    await allSettled(creditOpened, { scope, params: { productId: 641 } });
    expect(scope.getState($programs)).toEqual([]);
    expect(scope.getState($choice)).toBeNull();
  });

  it('sends a credit request with the terms chosen and the store, then names the request', async () => {
    const calls = shop();
    const scope = pageScope();
    await allSettled(creditOpened, { scope, params: { productId: 641 } });
    await allSettled(monthsChosen, { scope, params: 6 });
    await allSettled(creditRequestForm.submitted, { scope, params: { ...contact, filial_id: '4' } });
    const sent = calls.find((call) => call.url === 'calculator/credit-request')!;
    expect(sent.body).toEqual({
      product_id: 641,
      program_id: 1,
      months: 6,
      contact: { name: 'Ana', phone: '+(373)69-123-456' },
      filial_id: 4,
    });
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(scope.getState($openModal)).toBe(CREDIT_DONE_MODAL);
    expect(scope.getState(creditRequestForm.$answer)).toMatchObject({ id: 91, monthly_payment: 1012 });
  });

  it('puts the product in the cart for an order on credit, and the data layer hears the add', async () => {
    const layer = dataLayer();
    const calls = shop();
    const scope = pageScope();
    await allSettled(creditOpened, { scope, params: { productId: 641 } });
    await allSettled(creditCartPressed, { scope });
    expect(calls.find((call) => call.url === 'general/cart/add-item')?.body).toEqual({ product_id: 641 });
    expect(scope.getState($creditCartAdd)).toBe('added');
    expect(scope.getState($cart)?.products[0]?.product_id).toBe(641);
    expect(layer.at(-1)).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'MDL' } });
  });
});
