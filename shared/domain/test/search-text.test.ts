import { describe, expect, it } from 'vitest';

import { foldToLatin, normaliseSearchText, SEARCH_MAX_WORDS, searchWords } from '../src/index.ts';

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

describe('searchWords', () => {
  it.each([
    [
      'Usa-lemn',
      [
        ['usa', 'usa'],
        ['lemn', 'lemn'],
      ],
    ],
    [
      'ШАМПУНЬ детский',
      [
        ['шампунь', 'shampun'],
        ['детский', 'detskii'],
      ],
    ],
    [
      'Ușă  de  stejar',
      [
        ['ușă', 'usa'],
        ['de', 'de'],
        ['stejar', 'stejar'],
      ],
    ],
    [
      'SPE-00123',
      [
        ['spe', 'spe'],
        ['00123', '00123'],
      ],
    ],
    ['?! — «»', []],
  ])('%j is searched as %j (as typed, folded)', (text, words) => {
    expect(searchWords(text).map((w) => [w.word, w.folded])).toEqual(words);
  });

  it('says where each word stands, so a corrected one can be replaced in the text', () => {
    const text = 'boxa  portabla';
    const [, second] = searchWords(text);
    expect(text.slice(second!.start, second!.end)).toBe('portabla');
  });

  it(`keeps the first ${SEARCH_MAX_WORDS} words`, () => {
    const words = Array.from({ length: SEARCH_MAX_WORDS + 3 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' ')).map((w) => w.word)).toEqual(words.slice(0, SEARCH_MAX_WORDS));
  });
});
