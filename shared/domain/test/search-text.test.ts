import { describe, expect, it } from 'vitest';

import { foldToLatin, normaliseSearchText } from '../src/index.ts';

describe('normaliseSearchText', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' a ', null],
    ['ab', 'ab'],
    ['  двери  ', 'двери'],
    ['bec   led', 'bec led'],
    [null, null],
    ['x'.repeat(200), 'x'.repeat(200)],
    [`  ${'x'.repeat(200)}  `, 'x'.repeat(200)],
    ['x'.repeat(201), null],
  ])('%j searches for %j', (raw, expected) => {
    expect(normaliseSearchText(raw)).toBe(expected);
  });
});

describe('foldToLatin', () => {
  it.each([
    ['Шампунь', 'shampun'],
    ['Șampon', 'sampon'],
    ['Дверь межкомнатная', 'dver mezhkomnatnaia'],
    ['Їжак', 'izhak'],
    ['Colonița 12', 'colonita 12'],
  ])('%s folds to %s', (text, folded) => {
    expect(foldToLatin(text)).toBe(folded);
  });
});
