import { describe, expect, it } from 'vitest';

import { parsePriceBound, PRICE_BOUND_MAX } from '../src/price-range.ts';

describe('parsePriceBound', () => {
  it.each([
    ['1000.5', 1000.5],
    ['1000.50', 1000.5],
    ['5000', 5000],
    ['0.01', 0.01],
    [String(PRICE_BOUND_MAX), PRICE_BOUND_MAX],
  ])('reads %j as %s', (text, value) => {
    expect(parsePriceBound(text)).toBe(value);
  });

  it.each([
    ['0', 'zero is no bound'],
    ['', 'empty'],
    [null, 'missing'],
    ['1000,50', 'a comma (the URL carries dots)'],
    ['1.005', 'three decimals'],
    ['-5', 'negative'],
    ['1e3', 'an exponent'],
    ['0x10', 'hexadecimal'],
    [' 12', 'a space'],
    [String(PRICE_BOUND_MAX + 1), 'past what the database keeps'],
  ] as const)('gives no bound for %j (%s)', (text, _why) => {
    expect(parsePriceBound(text)).toBeNull();
  });
});
