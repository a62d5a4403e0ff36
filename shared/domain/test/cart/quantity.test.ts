import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buyQuantity,
  defaultAddQuantity,
  MAX_QUANTITY,
  normaliseQuantity,
  roundQuantity,
} from '../../src/cart/index.ts';
import { anyNumber } from './arbitraries.ts';

/** Whether a number prints with at most three decimals. */
const hasAtMostThreeDecimals = (value: number) => Number(value.toFixed(3)) === value;

describe('roundQuantity', () => {
  it.each([
    ['keeps three decimals', 1.234, 1.234],
    ['rounds the fourth decimal half up', 1.2345, 1.235],
    ['drops the fourth decimal below half', 1.2344, 1.234],
    ['removes floating-point dust', 0.1 + 0.2, 0.3],
    ['a negative count is 0', -2, 0],
    ['NaN is 0', Number.NaN, 0],
    ['Infinity is 0', Number.POSITIVE_INFINITY, 0],
    ['-Infinity is 0', Number.NEGATIVE_INFINITY, 0],
    ['a count below a thousandth is 0', 0.0004, 0],
    ['99999 stays', 99999, 99999],
    ['a count above the maximum settles at the maximum', 1_000_000, MAX_QUANTITY],
  ])('%s', (_behaviour, count, rounded) => {
    expect(roundQuantity(count)).toBe(rounded);
  });

  it('never gives -0, which a stored cart would print as "-0"', () => {
    expect(Object.is(roundQuantity(-0), 0)).toBe(true);
  });
});

describe('normaliseQuantity', () => {
  it.each([
    ['0 stays 0 (the line is removed)', 0, 6, 0],
    ['a count below the multiplicity rises to it', 2, 6, 6],
    ['a fraction below a fractional multiplicity rises to it', 0.2, 0.5, 0.5],
    ['a count above the multiplicity is kept, not snapped to a step', 7, 6, 7],
    ['a count is rounded to three decimals', 1.23456, 1, 1.235],
    ['99999 stays', 99999, 6, 99999],
    ['a count past the maximum settles at it', 250000, 1, MAX_QUANTITY],
    ['a negative count is 0', -5, 1, 0],
    ['a zero multiplicity counts as 1', 0.5, 0, 1],
    ['a negative multiplicity counts as 1', 0.5, -3, 1],
    ['a NaN multiplicity counts as 1', 0.5, Number.NaN, 1],
    ['an infinite multiplicity counts as 1', 0.5, Number.POSITIVE_INFINITY, 1],
  ])('%s', (_behaviour, count, multiplicity, normalised) => {
    expect(normaliseQuantity(count, multiplicity)).toBe(normalised);
  });

  it('keeps every quantity in [0, 99999] with at most three decimals', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (count, multiplicity) => {
        for (const value of [roundQuantity(count), normaliseQuantity(count, multiplicity)]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(MAX_QUANTITY);
          expect(hasAtMostThreeDecimals(value)).toBe(true);
        }
      }),
    );
  });

  it('leaves a normalised quantity as it is', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (count, multiplicity) => {
        const once = normaliseQuantity(count, multiplicity);
        expect(normaliseQuantity(once, multiplicity)).toBe(once);
      }),
    );
  });
});

describe('defaultAddQuantity', () => {
  it.each([
    ['adding uses the multiplicity', 6, 6],
    ['a fractional multiplicity is the amount added', 0.5, 0.5],
    ['a product without a multiplicity adds one', 0, 1],
    ['a multiplicity finer than a thousandth adds one', 0.0001, 1],
  ])('%s', (_behaviour, multiplicity, amount) => {
    expect(defaultAddQuantity(multiplicity)).toBe(amount);
  });
});

describe('buyQuantity', () => {
  it.each([
    ['a typed count above the multiplicity is sent as typed', 1.2, 0.5, 1.2],
    ['a typed count below the multiplicity rises to it', 2, 6, 6],
    ['an empty or zero field buys one step', 0, 0.5, 0.5],
    ['a negative count buys one step', -3, 2, 2],
    ['an unreadable field buys one step', Number.NaN, 3, 3],
    ['decimals beyond thousandths are rounded', 0.30000000000000004, 0.1, 0.3],
  ])('%s', (_behaviour, typed, multiplicity, sent) => {
    expect(buyQuantity(typed, multiplicity)).toBe(sent);
  });
});
