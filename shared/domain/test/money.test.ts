import { describe, expect, it } from 'vitest';

import { currencyLabel, discountPercent, toMajor, toMinor } from '../src/index.ts';

describe('currencyLabel', () => {
  it.each([
    ['MDL', 'ro', 'lei'],
    ['MDL', 'en', 'lei'],
    ['MDL', 'ru', 'лей'],
    ['MDL', 'uk', 'леї'],
    ['RON', 'ro', 'ron'],
    ['RON', 'ru', 'ron'],
    ['USD', 'en', '$'],
    ['EUR', 'ro', 'eur'],
    ['UAH', 'uk', '₴'],
    ['UAH', 'ru', '₴'],
  ] as const)('%s in %s is labelled %s', (currency, locale, label) => {
    expect(currencyLabel(currency, locale)).toBe(label);
  });
});

describe('minor units', () => {
  it.each([
    [12345, 123.45],
    [5, 0.05],
    [0, 0],
  ])('%i minor units are %d', (minor, major) => {
    expect(toMajor(minor)).toBe(major);
    expect(toMinor(major)).toBe(minor);
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(toMinor(10.005)).toBe(1001);
    expect(toMinor(-10.005)).toBe(-1001);
  });
});

describe('discountPercent', () => {
  it.each([
    [9000, 10000, 10],
    [6667, 10000, 33],
    [10000, 10000, 0],
    [12000, 10000, 0],
    [5000, null, 0],
  ])('price %i with old price %s saves %i%%', (price, old, percent) => {
    expect(discountPercent(price, old)).toBe(percent);
  });
});
