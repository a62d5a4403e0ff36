import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMPTY_LOCAL_CART, normaliseLocalCart } from '../../src/cart/index.ts';
import { storedCart } from './arbitraries.ts';
import { cartWith, line, linesOf, NO_PROMO, product, promoOf, SOME_PROMO } from './local-cart-support.ts';

const coffee = product(1);

describe('normaliseLocalCart: the fields', () => {
  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', 'cart'],
    ['an array', []],
    ['an empty object', {}],
  ])('%s reads as the empty cart', (_what, raw) => {
    expect(normaliseLocalCart(raw)).toEqual(EMPTY_LOCAL_CART);
  });

  it.each([
    ['deliveryPrice', 'free', null],
    ['deliveryPrice', -100, null],
    ['deliveryPrice', 1250.4, 1250],
    ['discount', '10', 0],
    ['discount', Number.NaN, 0],
    ['selectedDeliveryType', 'rocket', 'standart'],
    ['deliveryMethod', 'drone', 'address'],
    ['deliveryMethod', 'pickup', 'pickup'],
    ['regionId', '3', 3],
    ['regionId', 0, 3],
    ['orderNumber', 1042, null],
    ['orderNumber', 'A-1042', 'A-1042'],
    ['storeId', 2.5, null],
    ['taxPrice', Number.POSITIVE_INFINITY, null],
    ['promoCodeErrors', 'bad code', []],
    ['promoCodeErrors', ['bad code', 7], ['bad code']],
  ])('%s stored as %j reads as %j', (field, stored, read) => {
    const raw = { ...cartWith([line(coffee, 1)]), [field]: stored };
    expect(normaliseLocalCart(raw)[field as keyof typeof raw]).toEqual(read);
  });

  it('a region other than 3 forces standard delivery', () => {
    expect(normaliseLocalCart({ regionId: 5, selectedDeliveryType: 'express' })).toMatchObject({
      regionId: 5,
      selectedDeliveryType: 'standart',
    });
  });

  it('a cart with goods keeps its promo code', () => {
    expect(promoOf(normaliseLocalCart(cartWith([line(coffee, 1)])))).toEqual(SOME_PROMO);
  });

  it('an empty cart keeps no promo code: the goods it priced are gone', () => {
    expect(promoOf(normaliseLocalCart(cartWith([])))).toEqual(NO_PROMO);
  });

  it('fields it does not know are dropped', () => {
    expect(normaliseLocalCart({ qtt: 3, recommended: [] })).not.toHaveProperty('qtt');
  });
});

describe('normaliseLocalCart: the lines', () => {
  it.each([
    ['a line without a product', { count: 2 }],
    ['a product without an id', { product: { title: 'x' }, count: 2 }],
    ['a product id that is not a positive integer', { product: { productId: '1' }, count: 2 }],
    ['a count that is not a number', { product: coffee, count: '2' }],
    ['a count of 0 (the line was removed)', { product: coffee, count: 0 }],
    ['a negative count', { product: coffee, count: -1 }],
    ['something that is not a line', 42],
  ])('drops %s', (_what, broken) => {
    expect(normaliseLocalCart({ products: [broken, line(product(2), 1)] }).products).toHaveLength(1);
  });

  it.each([
    [
      'a count below the multiplicity rises to it',
      { product: product(1, { multiplicity: 6 }), count: 2 },
      [1, null, 6],
    ],
    ['a count is rounded to three decimals', { product: coffee, count: 1.23456 }, [1, null, 1.235]],
    ['99999 stays', { product: coffee, count: 99999 }, [1, null, 99999]],
    ['a count past 99999 stops there', { product: coffee, count: 1e9 }, [1, null, 99999]],
    [
      'a grinding method that is not an id is none',
      { product: coffee, count: 1, grindingMethodId: 'fine' },
      [1, null, 1],
    ],
  ])('%s', (_behaviour, stored, read) => {
    expect(linesOf(normaliseLocalCart({ products: [stored] }))).toEqual([read]);
  });

  it.each([
    ['a multiplicity of 0 reads as 1', { multiplicity: 0 }, { multiplicity: 1 }],
    ['a missing multiplicity reads as 1', { multiplicity: undefined }, { multiplicity: 1 }],
    ['a negative stock is unknown', { stock: -4 }, { stock: null }],
    ['a text stock is unknown', { stock: 'many' }, { stock: null }],
    ['display fields are kept', { title: 'Coffee', img: '/c.jpg' }, { title: 'Coffee', img: '/c.jpg' }],
  ])('the product snapshot: %s', (_behaviour, stored, read) => {
    const cart = normaliseLocalCart({ products: [{ product: { ...coffee, ...stored }, count: 1 }] });
    expect(cart.products[0]!.product).toMatchObject(read);
  });

  it('two stored lines for the same product and grinding become one, counts added', () => {
    const raw = { products: [line(coffee, 2, 7), line(product(2), 1), line(coffee, 3, 7)] };
    expect(linesOf(normaliseLocalCart(raw))).toEqual([
      [1, 7, 5],
      [2, null, 1],
    ]);
  });

  it('is idempotent: a normalised cart reads back equal', () => {
    fc.assert(
      fc.property(fc.oneof(storedCart, fc.anything()), (raw) => {
        const once = normaliseLocalCart(raw);
        expect(normaliseLocalCart(once)).toEqual(once);
      }),
    );
  });

  it('never hands back the frozen empty cart, so a caller may change what it gets', () => {
    const cart = normaliseLocalCart(undefined);
    cart.products.push(line(coffee, 1));
    expect(EMPTY_LOCAL_CART.products).toEqual([]);
  });
});
