import { describe, expect, it } from 'vitest';

import { cleanDecimalInput, decimalValue } from '../src/decimal-input.ts';

describe('cleanDecimalInput (what a decimal field keeps as the shopper types)', () => {
  it.each([
    ['1000,50', '1000,50', 'a comma separator is kept as typed'],
    ['1000.50', '1000.50', 'a dot separator is kept as typed'],
    ['1000,505', '1000,50', 'two decimals by default'],
    ['007', '7', 'leading zeros are stripped'],
    ['00,5', '0,5', 'a zero before the separator stays'],
    [',5', '0,5', 'a bare separator gets its zero'],
    ['0', '0', 'zero itself stays'],
    ['1.2.3', '1.23', 'extra dots are removed'],
    ['1,2,3', '1,23', 'extra commas are removed'],
    ['1.000,50', '1000,50', 'dots group thousands when a comma comes last'],
    ['1,000.50', '1000.50', 'commas group thousands when a dot comes last'],
    ['12 abc€', '12', 'letters, spaces and symbols are dropped'],
    ['-5', '5', 'no minus unless negatives are allowed'],
    ['12,', '12,', 'a separator being typed stays'],
    ['', '', 'empty stays empty'],
  ])('%j -> %j: %s', (typed, kept) => {
    expect(cleanDecimalInput(typed)).toBe(kept);
  });

  it.each([
    ['-5', '-5', 'a leading minus is kept'],
    ['--5', '-5', 'extra minus signs are removed'],
    ['5-', '5', 'a minus after the digits is removed'],
    ['-007,25', '-7,25', 'leading zeros go after the sign too'],
    ['-', '-', 'a sign being typed stays'],
  ])('with negatives %j -> %j: %s', (typed, kept) => {
    expect(cleanDecimalInput(typed, { negative: true })).toBe(kept);
  });

  it.each([
    [0, '12,75', '12'],
    [1, '12,75', '12,7'],
    [3, '1.2345', '1.234'],
  ])('with %i decimals %j -> %j', (decimals, typed, kept) => {
    expect(cleanDecimalInput(typed, { decimals })).toBe(kept);
  });
});

describe('decimalValue (the number a field stands for)', () => {
  it.each([
    ['1000,50', {}, 1000.5],
    ['1000.5', {}, 1000.5],
    ['12,', {}, 12],
    ['-7,25', {}, -7.25],
    ['', {}, null],
    ['-', {}, null],
    [',', {}, null],
    ['5', { min: 10 }, 10],
    ['500', { max: 300 }, 300],
    ['150', { min: 10, max: 300 }, 150],
  ])('%j with %o is %s', (text, bounds, value) => {
    expect(decimalValue(text, bounds)).toBe(value);
  });
});
