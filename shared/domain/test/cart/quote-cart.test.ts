import { describe, expect, it } from 'vitest';

import type { QuoteCart, QuoteProduct } from '../../src/cart/index.ts';
import {
  addQuoteItem,
  EMPTY_QUOTE_CART,
  quoteCountAndSubtotal,
  refreshQuoteItems,
  setQuoteCount,
} from '../../src/cart/index.ts';

const quoted = (productId: number, overrides: Partial<QuoteProduct> = {}): QuoteProduct => ({
  productId,
  multiplicity: 1,
  target_price: 10,
  active: true,
  ...overrides,
});
const quote = (items: [QuoteProduct, number][], orderId: string | null = null): QuoteCart => ({
  items: items.map(([product, count]) => ({ product, count })),
  orderId,
});
const countsOf = (cart: QuoteCart) => cart.items.map(({ product, count }) => [product.productId, count]);

const boxOf12 = quoted(2, { multiplicity: 12 });
const flour = quoted(3, { multiplicity: 0.25, target_price: 4.5 });

describe('addQuoteItem', () => {
  it.each([
    ['a new product comes in at its multiplicity', EMPTY_QUOTE_CART, boxOf12, [[2, 12]]],
    ['a product already there rises by its multiplicity', quote([[boxOf12, 12]]), boxOf12, [[2, 24]]],
    ['a fractional multiplicity adds without dust', quote([[flour, 0.1]]), flour, [[3, 0.35]]],
    ['a count stops at 99999', quote([[quoted(1), 99999]]), quoted(1), [[1, 99999]]],
    [
      'another product is another line, after the others',
      quote([[boxOf12, 12]]),
      flour,
      [
        [2, 12],
        [3, 0.25],
      ],
    ],
  ])('%s', (_behaviour, cart, product, counts) => {
    expect(countsOf(addQuoteItem(cart, product))).toEqual(counts);
  });
});

describe('setQuoteCount', () => {
  const cart = quote([
    [quoted(1), 2],
    [boxOf12, 24],
  ]);

  it.each([
    ['a count is set', 1, 5, [1, 5]],
    ['a count is rounded to three decimals', 1, 2.34567, [1, 2.346]],
    ['a count below the multiplicity rises to it', 2, 3, [2, 12]],
    ['a count past 99999 stops there', 1, 250000, [1, 99999]],
  ])('%s', (_behaviour, productId, count, line) => {
    expect(countsOf(setQuoteCount(cart, productId, count))).toContainEqual(line);
  });

  it('a count of 0 removes the line', () => {
    expect(countsOf(setQuoteCount(cart, 1, 0))).toEqual([[2, 24]]);
  });

  it('a product not in the quote changes nothing', () => {
    expect(setQuoteCount(cart, 9, 4)).toBe(cart);
  });
});

describe('refreshQuoteItems', () => {
  const cart = quote([
    [quoted(1), 1],
    [quoted(2), 1],
    [quoted(3), 1],
    [quoted(4, { active: false }), 1],
  ]);
  const known = new Map([
    [1, { active: true, available: true }],
    [2, { active: true, available: false }],
    [4, { active: true, available: true }],
  ]);

  it.each([
    ['an available product stays active', 1, true],
    ['an unavailable product becomes inactive', 2, false],
    ['a product the server no longer has becomes inactive', 3, false],
    ['a product offered again becomes active', 4, true],
  ])('%s', (_behaviour, productId, active) => {
    const item = refreshQuoteItems(cart, known).items.find((line) => line.product.productId === productId);
    expect(item?.product.active).toBe(active);
  });

  it('keeps every line, so the shopper sees what dropped out', () => {
    expect(refreshQuoteItems(cart, new Map()).items).toHaveLength(4);
  });
});

describe('quoteCountAndSubtotal', () => {
  it.each([
    [
      'lines and target price x count',
      quote([
        [quoted(1, { target_price: 10 }), 3],
        [flour, 1.5],
      ]),
      { count: 2, subtotalMinor: 3675 },
    ],
    [
      'inactive lines and lines without a target price add nothing to the subtotal',
      quote([
        [quoted(1, { active: false }), 3],
        [quoted(2, { target_price: null }), 1],
        [quoted(3, { target_price: 0.99 }), 1],
      ]),
      { count: 3, subtotalMinor: 99 },
    ],
    ['an empty quote', EMPTY_QUOTE_CART, { count: 0, subtotalMinor: 0 }],
    ['both are 0 while an order id is set', quote([[quoted(1), 3]], 'Q-17'), { count: 0, subtotalMinor: 0 }],
  ])('%s', (_behaviour, cart, result) => {
    expect(quoteCountAndSubtotal(cart)).toEqual(result);
  });
});
