import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { PricedLine } from '../../src/cart/index.ts';
import {
  finalTotalMinor,
  goodsTotalMinor,
  lineTotalMinor,
  loyaltyPointsOf,
  percentDiscountMinor,
  promoDiscountMinor,
  savedMinor,
  valueDiscountMinor,
} from '../../src/cart/index.ts';
import { anyNumber, priceMinor, quantity } from './arbitraries.ts';

const line = (overrides: Partial<PricedLine>): PricedLine => ({
  priceMinor: 1000,
  oldPriceMinor: null,
  count: 1,
  loyaltyGive: 0,
  loyaltyChecked: false,
  ...overrides,
});

describe('lineTotalMinor', () => {
  it.each([
    ['price times a whole count', 1999, 3, 5997],
    ['a fractional count rounds half away from zero', 1999, 1.5, 2999],
    ['a binary count of 1.005 (really 1.00499...) does not tip the half down', 100, 1.005, 101],
    ['a third of a cent is dropped', 333, 0.001, 0],
    ['a count of 0 costs nothing', 1999, 0, 0],
    ['a negative amount rounds away from zero too', -15, 0.1, -2],
    ['an unreadable count costs nothing', 1999, Number.NaN, 0],
  ])('%s', (_behaviour, price, count, total) => {
    expect(lineTotalMinor(price, count)).toBe(total);
  });
});

describe('cart sums', () => {
  const lines = [
    line({ priceMinor: 1999, oldPriceMinor: 2499, count: 2, loyaltyGive: 10 }),
    line({ priceMinor: 450, oldPriceMinor: 400, count: 1.5, loyaltyGive: 3 }),
    line({ priceMinor: 100, oldPriceMinor: null, count: 4, loyaltyGive: 7, loyaltyChecked: true }),
  ];

  it.each([
    ['goods are the sum of the rounded line totals', goodsTotalMinor, 3998 + 675 + 400],
    ['saved counts only lines whose old price is above the price', savedMinor, 1000],
    ['loyalty points skip lines paid with points; 3 x 1.5 rounds to 5', loyaltyPointsOf, 20 + 5],
  ])('%s', (_behaviour, sum, expected) => {
    expect(sum(lines)).toBe(expected);
  });

  it.each([
    ['goods', goodsTotalMinor],
    ['saved', savedMinor],
    ['loyalty points', loyaltyPointsOf],
  ])('an empty cart has no %s', (_sum, sum) => {
    expect(sum([])).toBe(0);
  });

  it('an old price equal to the price saves nothing', () => {
    expect(savedMinor([line({ priceMinor: 500, oldPriceMinor: 500, count: 3 })])).toBe(0);
  });
});

describe('promo discounts', () => {
  it.each([
    ['percent of the price', 2000, 15, 300],
    ['rounded half away from zero', 1999, 15, 300],
    ['a percent above 100 takes the whole price, no more', 2000, 150, 2000],
    ['a negative percent takes nothing', 2000, -10, 0],
    ['an unreadable percent takes nothing', 2000, Number.NaN, 0],
    ['a free product takes nothing', 0, 50, 0],
  ])('percent: %s', (_behaviour, price, percent, discount) => {
    expect(percentDiscountMinor(price, percent)).toBe(discount);
  });

  it.each([
    ['the value', 2000, 500, 500],
    ['never more than the price', 2000, 2500, 2000],
    ['never negative', 2000, -500, 0],
    ['an unreadable value takes nothing', 2000, Number.NaN, 0],
  ])('value: %s', (_behaviour, price, value, discount) => {
    expect(valueDiscountMinor(price, value)).toBe(discount);
  });

  it.each([
    [{ type: 'percent', value: 10 }, 100],
    [{ type: 'value', value: 250 }, 250],
  ] as const)('a %o promo on 1000 takes %i', (promo, discount) => {
    expect(promoDiscountMinor(1000, promo)).toBe(discount);
  });

  it('a promo, percent or value, never raises a price nor takes it below 0', () => {
    const promo = fc.record({ type: fc.constantFrom('percent' as const, 'value' as const), value: anyNumber });
    fc.assert(
      fc.property(priceMinor, promo, (price, promo) => {
        const discount = promoDiscountMinor(price, promo);
        expect(Number.isInteger(discount)).toBe(true);
        expect(price - discount).toBeGreaterThanOrEqual(0);
        expect(price - discount).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('finalTotalMinor', () => {
  it.each([
    ['goods + delivery - discount', { goodsMinor: 10000, deliveryMinor: 500, discountMinor: 1500 }, 9000],
    [
      "the promo's general price replaces the goods",
      { goodsMinor: 10000, promoGeneralPriceMinor: 8000, deliveryMinor: 500, discountMinor: 0 },
      8500,
    ],
    [
      'a null general price leaves the goods',
      { goodsMinor: 10000, promoGeneralPriceMinor: null, deliveryMinor: 0, discountMinor: 0 },
      10000,
    ],
    [
      'a discount above the whole makes it free, not negative',
      { goodsMinor: 100, deliveryMinor: 0, discountMinor: 500 },
      0,
    ],
  ])('%s', (_behaviour, parts, total) => {
    expect(finalTotalMinor(parts)).toBe(total);
  });

  it('totals are never negative', () => {
    const lines = fc.array(
      fc.record({
        priceMinor,
        oldPriceMinor: fc.option(priceMinor, { nil: null }),
        count: quantity,
        loyaltyGive: fc.integer({ min: 0, max: 100 }),
        loyaltyChecked: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(
        lines,
        fc.option(priceMinor, { nil: null }),
        priceMinor,
        anyNumber,
        (lines, general, delivery, discount) => {
          for (const sum of [goodsTotalMinor(lines), savedMinor(lines), loyaltyPointsOf(lines)]) {
            expect(sum).toBeGreaterThanOrEqual(0);
          }
          const goodsMinor = goodsTotalMinor(lines);
          const total = finalTotalMinor({
            goodsMinor,
            promoGeneralPriceMinor: general,
            deliveryMinor: delivery,
            discountMinor: discount,
          });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(total)).toBe(true);
        },
      ),
    );
  });
});
