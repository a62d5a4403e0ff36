// One-click and pre-order windows with the fake back end: the order call with the product, the
// quantity and the contact (phone without spaces), its success window naming the order's number and
// `purchase` told once; the server's field codes at their fields; one Idempotency-Key per attempt,
// kept while the same body is retried and renewed when the shopper changes it; a pre-order the server
// refuses because the product is back in stock says so.
import { allSettled, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $openModal } from '@vitrina/events';
import { ONE_CLICK_DONE_MODAL, oneClick, PRE_ORDER_DONE_MODAL, preOrder } from '../src/features/quick-order/index.ts';
import type { QuickOrderSubject } from '../src/shared/lib/quick-order.ts';
import { byPath, fakeBackEnd, memoryStorage, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { byPathLater, contact, created, order } from './product-windows-support.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

async function opened(
  model: typeof oneClick,
  subject: QuickOrderSubject = { productId: 641, quantity: 2 },
): Promise<Scope> {
  const scope = pageScope();
  await allSettled(model.opened, { scope, params: subject });
  return scope;
}
const keyOf = (call: SeenCall) => call.headers['idempotency-key'];

describe('buy in one click', () => {
  it('orders the product with the contact, then shows the order number and tells purchase once', async () => {
    memoryStorage();
    const layer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    const calls = fakeBackEnd(byPath({ 'general/v2/order/one-click': () => created(order({ id: 57 })) }));
    const scope = await opened(oneClick);
    await allSettled(oneClick.form.submitted, { scope, params: { ...contact, email: 'ana@example.com' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'general/v2/order/one-click',
      body: {
        product_id: 641,
        count: 2,
        contact: { name: 'Ana', phone: '+(373)69-123-456', email: 'ana@example.com' },
        prescription_confirmed: false,
      },
    });
    expect(keyOf(calls[0]!)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(scope.getState($openModal)).toBe(ONE_CLICK_DONE_MODAL);
    expect(scope.getState(oneClick.form.$answer)?.id).toBe(57);
    expect(layer.filter((entry) => (entry as { event?: string }).event === 'purchase')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: '57', value: 600 }) }),
    ]);
    // The window opened for another product starts a new order with a new key.
    await allSettled(oneClick.opened, { scope, params: { productId: 641 } });
    expect(scope.getState(oneClick.form.$answer)).toBeNull();
    await allSettled(oneClick.form.submitted, { scope, params: contact });
    expect(calls[1]!.body).toEqual({
      product_id: 641,
      contact: { name: 'Ana', phone: '+(373)69-123-456' },
      prescription_confirmed: false,
    });
    expect(keyOf(calls[1]!)).not.toBe(keyOf(calls[0]!));
  });

  it("puts the server's field codes at their fields and keeps the window open", async () => {
    fakeBackEnd(
      byPath({
        'general/v2/order/one-click': () =>
          refusal(400, 'validation_failed', { 'contact.phone': ['invalid_phone'], 'contact.name': ['required'] }),
      }),
    );
    const scope = await opened(oneClick);
    await allSettled(oneClick.form.submitted, { scope, params: { ...contact, phone: '+(373) 1' } });
    expect(scope.getState(oneClick.form.$refusal)).toEqual({
      fields: { phone: 'invalid_phone', name: 'required' },
      problem: null,
    });
    expect(scope.getState($openModal)).toBeNull();
    expect(scope.getState(oneClick.form.$answer)).toBeNull();
  });

  it('says what a refusal about the product means: sold out, or a prescription to confirm', async () => {
    const answers = [
      refusal(409, 'out_of_stock', { 'products.641': ['over_stock'] }),
      refusal(400, 'cart_invalid', { 'products.641': ['prescription_not_confirmed'] }),
      refusal(429, 'rate_limited'),
    ];
    fakeBackEnd(byPath({ 'general/v2/order/one-click': () => answers.shift()! }));
    const scope = await opened(oneClick);
    const problems: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      await allSettled(oneClick.form.submitted, { scope, params: { ...contact, name: `Ana ${i}` } });
      problems.push(scope.getState(oneClick.form.$refusal)?.problem);
    }
    expect(problems).toEqual(['over_stock', 'prescription_not_confirmed', 'rate_limited']);
  });

  it('sends the same key again when the same order is retried after no answer, and a new one for a changed order', async () => {
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const calls = fakeBackEnd(byPathLater({ 'general/v2/order/one-click': () => answer() }));
    const scope = await opened(oneClick);
    await allSettled(oneClick.form.submitted, { scope, params: contact });
    expect(scope.getState(oneClick.form.$refusal)).toEqual({ fields: {}, problem: 'failed' });
    await allSettled(oneClick.form.submitted, { scope, params: contact });
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
    await allSettled(oneClick.form.submitted, { scope, params: { ...contact, name: 'Ana Popa' } });
    expect(keyOf(calls[2]!)).not.toBe(keyOf(calls[0]!));
    answer = () => created(order());
    await allSettled(oneClick.form.submitted, { scope, params: { ...contact, name: 'Ana Popa' } });
    expect(keyOf(calls[3]!)).toBe(keyOf(calls[2]!));
    expect(scope.getState($openModal)).toBe(ONE_CLICK_DONE_MODAL);
  });

  it('sends one order for two presses made while the first is out', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = fakeBackEnd(
      byPathLater({ 'general/v2/order/one-click': () => new Promise<Response>((resolve) => (release = resolve)) }),
    );
    const scope = await opened(oneClick);
    const first = allSettled(oneClick.form.submitted, { scope, params: contact });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(scope.getState(oneClick.form.$sending)).toBe(true);
    // The second press, as a click does it (allSettled would wait for the first call's answer).
    scopeBind(oneClick.form.submitted, { scope })(contact);
    release(created(order()));
    await first;
    expect(calls).toHaveLength(1);
    expect(scope.getState($openModal)).toBe(ONE_CLICK_DONE_MODAL);
  });

  it('sends the prescription confirmation the shopper ticked', async () => {
    const calls = fakeBackEnd(byPath({ 'general/v2/order/one-click': () => created(order()) }));
    const scope = await opened(oneClick, { productId: 641, prescription: true });
    await allSettled(oneClick.form.submitted, { scope, params: { ...contact, prescription: 'on' } });
    expect(calls[0]!.body).toMatchObject({ product_id: 641, prescription_confirmed: true });
    expect(calls[0]!.body).not.toHaveProperty('count');
  });
});

describe('pre-order', () => {
  it('places a pre-order through its own call and shows its number', async () => {
    const calls = fakeBackEnd(
      byPath({ 'general/v2/order/pre-order': () => created(order({ id: 58, kind: 'pre_order' })) }),
    );
    const scope = await opened(preOrder, { productId: 7, quantity: 1 });
    await allSettled(preOrder.form.submitted, { scope, params: contact });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'general/v2/order/pre-order', body: { product_id: 7 } });
    expect(keyOf(calls[0]!)).toBeTruthy();
    expect(scope.getState($openModal)).toBe(PRE_ORDER_DONE_MODAL);
    expect(scope.getState(preOrder.form.$answer)?.id).toBe(58);
  });

  it('says the product can be bought when the server finds it back in stock', async () => {
    fakeBackEnd(byPath({ 'general/v2/order/pre-order': () => refusal(409, 'in_stock', { product_id: ['in_stock'] }) }));
    const scope = await opened(preOrder, { productId: 7 });
    await allSettled(preOrder.form.submitted, { scope, params: contact });
    expect(scope.getState(preOrder.form.$refusal)).toEqual({ fields: {}, problem: 'in_stock' });
    expect(scope.getState($openModal)).toBeNull();
  });
});
