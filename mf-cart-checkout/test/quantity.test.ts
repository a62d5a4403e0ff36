// A line's quantity (spec, sections 4 and 5): more and fewer by the multiplicity, a typed count
// normalised by the domain's rule into the add or reduction that reaches it, 0 removes; the data
// layer hears each change once the server took it.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, $cartLoad } from '../src/entities/cart/index.ts';
import {
  quantityChange,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
  readTypedCount,
} from '../src/features/change-quantity/index.ts';
import { byPath, cart, fakeBackEnd, line } from './fake-back-end.ts';
import { dataLayer, pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

describe('what a typed count asks of the server', () => {
  it.each([
    { current: 6, typed: 12, multiplicity: 6, change: { kind: 'add', count: 6 } },
    {
      current: 12,
      typed: 2,
      multiplicity: 6,
      change: { kind: 'reduce', count: 6 },
      why: 'below the multiplicity rises to it',
    },
    { current: 6, typed: 3, multiplicity: 6, change: { kind: 'none' }, why: 'rises to what the line has' },
    { current: 3, typed: 0, multiplicity: 1, change: { kind: 'remove' } },
    { current: 3, typed: -2, multiplicity: 1, change: { kind: 'remove' }, why: 'never negative' },
    { current: 1, typed: 1.23456, multiplicity: 0.5, change: { kind: 'add', count: 0.235 }, why: '3 decimals' },
    { current: 1, typed: 150000, multiplicity: 1, change: { kind: 'add', count: 99998 }, why: 'at most 99999' },
    { current: 2, typed: Number.NaN, multiplicity: 1, change: { kind: 'none' }, why: 'an empty field asks nothing' },
  ])(
    '$current, typed $typed (multiplicity $multiplicity) -> $change.kind',
    ({ current, typed, multiplicity, change }) => {
      expect(quantityChange(current, typed, multiplicity)).toEqual(change);
    },
  );

  it('reads a comma as the decimal separator and an empty field as no number', () => {
    expect(readTypedCount(' 1,5 ')).toBe(1.5);
    expect(readTypedCount('')).toBeNaN();
    expect(readTypedCount('abc')).toBeNaN();
  });
});

describe('the quantity buttons and field', () => {
  const packs = cart([line(4, { count: 12, multiplicity: 6, price: 2, code: 'EGG-6', title: 'Eggs' })]);
  const scope = () =>
    pageScope([
      [$cart, packs],
      [$cartLoad, 'ready'],
    ]);
  const answers = () =>
    fakeBackEnd(
      byPath({
        'general/cart/add-item': () => Response.json(packs),
        'general/cart/reduce-item': () => Response.json(packs),
        'general/cart/remove-item': () => Response.json(cart([])),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );

  it('add and take off one multiplicity, and tell the data layer', async () => {
    const calls = answers();
    const layer = dataLayer();
    const page = scope();
    await allSettled(quantityIncreased, { scope: page, params: 4 });
    await allSettled(quantityDecreased, { scope: page, params: 4 });
    const edits = calls.filter((call) => !call.url.startsWith('general/cart/validate'));
    expect(edits.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: 'general/cart/add-item', body: { product_id: 4, count: 6 } },
      { url: 'general/cart/reduce-item', body: { product_id: 4, count: 6 } },
    ]);
    const item = { item_id: 'EGG-6', item_name: 'Eggs', price: 2, quantity: 6 };
    expect(layer.filter((entry) => (entry as { event?: string }).event)).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'MDL', value: 12, items: [item] } },
      { event: 'remove_from_cart', ecommerce: { currency: 'MDL', value: 12, items: [item] } },
    ]);
  });

  it('turn a typed count into the change that reaches it, and 0 into a removal', async () => {
    const calls = answers();
    const layer = dataLayer();
    const page = scope();
    await allSettled(quantityTyped, { scope: page, params: { productId: 4, typed: 2 } });
    await allSettled(quantityTyped, { scope: page, params: { productId: 4, typed: 0 } });
    const edits = calls.filter((call) => !call.url.startsWith('general/cart/validate'));
    expect(edits.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: 'general/cart/reduce-item', body: { product_id: 4, count: 6 } },
      { url: 'general/cart/remove-item', body: { product_ids: [4] } },
    ]);
    expect(layer.at(-1)).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ quantity: 12 }] } });
  });

  it('ask nothing for a product the cart does not hold', async () => {
    const calls = answers();
    await allSettled(quantityIncreased, { scope: scope(), params: 99 });
    expect(calls).toEqual([]);
  });
});
