import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMPTY_LOCAL_CART, mergeCarts } from '../../src/cart/index.ts';
import { localCart } from './arbitraries.ts';
import { cartWith, line, linesOf, NO_PROMO, product, promoOf, SOME_PROMO } from './local-cart-support.ts';

const coffee = product(1);
const tea = product(2);
const cheese = product(3, { multiplicity: 0.5 });

describe('mergeCarts: the lines', () => {
  it.each([
    ['the same product adds counts', [line(coffee, 2)], [line(coffee, 3)], [[1, null, 5]]],
    [
      'the same product ground another way stays its own line',
      [line(coffee, 2, 7)],
      [line(coffee, 3, 8)],
      [
        [1, 7, 2],
        [1, 8, 3],
      ],
    ],
    [
      'lines keep first-seen order',
      [line(tea, 1), line(coffee, 1)],
      [line(cheese, 0.5), line(coffee, 1), line(tea, 2)],
      [
        [2, null, 3],
        [1, null, 2],
        [3, null, 0.5],
      ],
    ],
    [
      'added counts are capped at a known stock',
      [line(product(1, { stock: 4 }), 3)],
      [line(coffee, 3)],
      [[1, null, 4]],
    ],
    [
      'the smaller stock of the two carts caps (the second)',
      [line(product(1, { stock: 10 }), 3)],
      [line(product(1, { stock: 4 }), 3)],
      [[1, null, 4]],
    ],
    [
      'the smaller stock of the two carts caps (the first)',
      [line(product(1, { stock: 4 }), 3)],
      [line(product(1, { stock: 10 }), 3)],
      [[1, null, 4]],
    ],
    [
      'a stock below the multiplicity keeps the line at its multiplicity, not deleted',
      [line(product(3, { multiplicity: 0.5, stock: 0 }), 1)],
      [line(cheese, 1)],
      [[3, null, 0.5]],
    ],
    ['an unknown stock does not cap; 99999 does', [line(coffee, 60000)], [line(coffee, 60000)], [[1, null, 99999]]],
    [
      'fractional counts add without dust (0.7 + 0.6 is 1.2999999999999998)',
      [line(cheese, 0.7)],
      [line(cheese, 0.6)],
      [[3, null, 1.3]],
    ],
  ])('%s', (_behaviour, first, second, merged) => {
    expect(linesOf(mergeCarts(cartWith(first), cartWith(second)))).toEqual(merged);
  });

  it('keeps the first snapshot of a product', () => {
    const renamed = product(1, { title: 'Coffee, new label' });
    const merged = mergeCarts(cartWith([line(coffee, 1)]), cartWith([line(renamed, 1)]));
    expect(merged.products[0]!.product.title).toBe('Product 1');
  });

  it('takes raw storage and drops what cannot be read', () => {
    const merged = mergeCarts({ products: [{ count: 1 }] } as never, cartWith([line(tea, 1)]));
    expect(linesOf(merged)).toEqual([[2, null, 1]]);
  });
});

describe('mergeCarts: the other fields', () => {
  it('the promo is cleared once both carts bring goods', () => {
    expect(promoOf(mergeCarts(cartWith([line(coffee, 1)]), cartWith([line(tea, 1)])))).toEqual(NO_PROMO);
  });

  it.each([
    ['the first', cartWith([line(coffee, 1)]), EMPTY_LOCAL_CART],
    ['the second', EMPTY_LOCAL_CART, cartWith([line(coffee, 1)])],
  ])('the promo survives when only %s cart has goods', (_which, first, second) => {
    expect(promoOf(mergeCarts(first, second))).toEqual(SOME_PROMO);
  });

  it('delivery choices travel together, from the first cart that made any', () => {
    const express = cartWith([], { regionId: 3, selectedDeliveryType: 'express', deliveryPrice: 5000 });
    const balti = cartWith([], { regionId: 5, deliveryMethod: 'pickup' });
    expect(mergeCarts(express, balti)).toMatchObject({
      regionId: 3,
      selectedDeliveryType: 'express',
      deliveryPrice: 5000,
      deliveryMethod: 'address',
    });
  });

  it('a field group the first cart left at its defaults comes from the second', () => {
    const paying = cartWith([], { orderNumber: 'A-7', paymentUrl: 'https://pay.example/7', trans_id: 't7' });
    expect(mergeCarts(EMPTY_LOCAL_CART, paying)).toMatchObject({ orderNumber: 'A-7', trans_id: 't7' });
  });
});

describe('mergeCarts: the laws that let any tab merge first', () => {
  it('merging with the empty cart is the identity, on either side', () => {
    fc.assert(
      fc.property(localCart, (cart) => {
        expect(mergeCarts(cart, EMPTY_LOCAL_CART)).toEqual(cart);
        expect(mergeCarts(EMPTY_LOCAL_CART, cart)).toEqual(cart);
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(localCart, localCart, localCart, (a, b, c) => {
        expect(mergeCarts(mergeCarts(a, b), c)).toEqual(mergeCarts(a, mergeCarts(b, c)));
      }),
      { numRuns: 300 },
    );
  });
});
