import { describe, expect, it } from 'vitest';

import {
  addLine,
  cartCount,
  cartSaveCheck,
  changeRegion,
  EMPTY_LOCAL_CART,
  removeLine,
  removeOne,
  setLineCount,
} from '../../src/cart/index.ts';
import { cartWith, line, linesOf, NO_PROMO, product, promoOf, SOME_PROMO } from './local-cart-support.ts';

const coffee = product(1);
const sixPack = product(2, { multiplicity: 6 });
const cheese = product(3, { multiplicity: 0.5 });

describe('addLine', () => {
  it.each([
    ['adding uses the multiplicity as the default amount', cartWith([]), sixPack, undefined, null, [[2, null, 6]]],
    ['a typed count is added as typed', cartWith([]), cheese, 1.5, null, [[3, null, 1.5]]],
    ['a count below the multiplicity rises to it', cartWith([]), sixPack, 2, null, [[2, null, 6]]],
    [
      'the same product and grinding merge by raising the count',
      cartWith([line(coffee, 2, 7)]),
      coffee,
      3,
      7,
      [[1, 7, 5]],
    ],
    [
      'the same product ground another way is another line',
      cartWith([line(coffee, 2, 7)]),
      coffee,
      1,
      8,
      [
        [1, 7, 2],
        [1, 8, 1],
      ],
    ],
    ['a raised count stops at 99999', cartWith([line(coffee, 99990)]), coffee, 50, null, [[1, null, 99999]]],
  ])('%s', (_behaviour, cart, item, count, grinding, lines) => {
    expect(linesOf(addLine(cart, item, count, grinding))).toEqual(lines);
  });

  it('clears the promo code, whose price no longer holds', () => {
    expect(promoOf(addLine(cartWith([line(coffee, 1)]), coffee))).toEqual(NO_PROMO);
  });

  it('a merged line shows the newer product snapshot', () => {
    const renamed = product(1, { title: 'Coffee, new label', stock: 12 });
    expect(addLine(cartWith([line(coffee, 1)]), renamed).products[0]!.product).toMatchObject({
      title: 'Coffee, new label',
    });
  });

  it.each([
    ['a count of 0', coffee, 0],
    ['a negative count', coffee, -3],
    ['a product without a usable id', product(0), 1],
  ])('adding %s changes nothing, the promo included', (_what, item, count) => {
    const cart = cartWith([line(sixPack, 6)]);
    expect(addLine(cart, item, count)).toBe(cart);
  });
});

describe('setLineCount', () => {
  const cart = cartWith([line(coffee, 2), line(sixPack, 12), line(cheese, 1)]);

  it.each([
    ['a count is set as typed', 1, 5, [1, null, 5]],
    ['a count below the multiplicity rises to it', 2, 3, [2, null, 6]],
    ['a count is rounded to three decimals', 3, 1.23456, [3, null, 1.235]],
    ['99999 stays', 1, 99999, [1, null, 99999]],
    ['a count past 99999 stops there', 1, 123456, [1, null, 99999]],
  ])('%s', (_behaviour, productId, count, changed) => {
    const next = setLineCount(cart, productId, null, count);
    expect(linesOf(next)).toContainEqual(changed);
    expect(promoOf(next)).toEqual(NO_PROMO);
  });

  it('a count of 0 removes the line', () => {
    expect(linesOf(setLineCount(cart, 2, null, 0))).toEqual([
      [1, null, 2],
      [3, null, 1],
    ]);
  });

  it.each([
    ['a product not in the cart', 9, null, 4],
    ['a grinding method the cart does not hold', 1, 5, 4],
    ['the count the line already has', 1, null, 2],
  ])('setting %s changes nothing, the promo included', (_what, productId, grinding, count) => {
    const next = setLineCount(cart, productId, grinding, count);
    expect(linesOf(next)).toEqual(linesOf(cart));
    expect(promoOf(next)).toEqual(SOME_PROMO);
  });
});

describe('removeOne', () => {
  it.each([
    ['lowers the count by one', line(coffee, 3), [[1, null, 2]]],
    ['deletes the line at one', line(coffee, 1), []],
    ['a pack of 6 at 8 goes to 7', line(sixPack, 8), [[2, null, 7]]],
    ['a pack of 6 at 6.5 stops at the multiplicity', line(sixPack, 6.5), [[2, null, 6]]],
    ['a pack of 6 at its multiplicity is deleted', line(sixPack, 6), []],
    ['1.5 kg of a 0.5 kg product goes to 0.5', line(cheese, 1.5), [[3, null, 0.5]]],
    ['0.5 kg of a 0.5 kg product is deleted', line(cheese, 0.5), []],
    ['1.2 of a piece product goes to 1, not 0.2', line(coffee, 1.2), [[1, null, 1]]],
  ])('%s', (_behaviour, only, lines) => {
    const next = removeOne(cartWith([only]), only.product.productId, null);
    expect(linesOf(next)).toEqual(lines);
    expect(promoOf(next)).toEqual(NO_PROMO);
  });

  it('leaves the cart as it is for a line it does not hold', () => {
    const cart = cartWith([line(coffee, 3, 7)]);
    expect(removeOne(cart, 1, null)).toBe(cart);
  });
});

describe('removeLine', () => {
  it('removes only the line of that product and grinding method, and clears the promo', () => {
    const next = removeLine(cartWith([line(coffee, 3, 7), line(coffee, 2, 8)]), 1, 7);
    expect(linesOf(next)).toEqual([[1, 8, 2]]);
    expect(promoOf(next)).toEqual(NO_PROMO);
  });

  it('leaves the cart as it is for a line it does not hold', () => {
    const cart = cartWith([line(coffee, 3)]);
    expect(removeLine(cart, 2, null)).toBe(cart);
  });
});

describe('changeRegion', () => {
  const express = cartWith([line(coffee, 1)], { selectedDeliveryType: 'express' });

  it.each([
    ['a region other than 3 forces standard delivery', 5, 'standart'],
    ['region 3 keeps express delivery', 3, 'express'],
  ])('%s', (_behaviour, regionId, type) => {
    expect(changeRegion(express, regionId)).toMatchObject({ regionId, selectedDeliveryType: type });
  });

  it('keeps the promo: the goods did not change', () => {
    expect(promoOf(changeRegion(express, 5))).toEqual(SOME_PROMO);
  });

  it.each([0, -2, 1.5, Number.NaN])('ignores a region id that is not one (%s)', (regionId) => {
    expect(changeRegion(express, regionId)).toBe(express);
  });
});

describe('cartSaveCheck', () => {
  it.each([
    ['a cart with a line may be saved', cartWith([line(coffee, 1)]), { ok: true }],
    ['an empty cart is refused as empty_cart', EMPTY_LOCAL_CART, { ok: false, reason: 'empty_cart' }],
    ['products that are not an array are empty', { products: { 1: 'coffee' } }, { ok: false, reason: 'empty_cart' }],
    ['lines that cannot be read do not count', { products: [{ count: 2 }] }, { ok: false, reason: 'empty_cart' }],
    ['nothing at all is empty', null, { ok: false, reason: 'empty_cart' }],
  ])('%s', (_behaviour, cart, result) => {
    expect(cartSaveCheck(cart)).toEqual(result);
  });
});

describe('cartCount', () => {
  it('the header badge counts lines, not kilograms', () => {
    expect(cartCount(cartWith([line(coffee, 3), line(cheese, 1.5), line(coffee, 1, 7)]))).toBe(3);
  });
});
