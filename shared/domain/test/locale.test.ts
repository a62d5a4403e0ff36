import { describe, expect, it } from 'vitest';

import { ogLocale, pickLocale, translate } from '../src/index.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'ro'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['de-DE,de;q=0.9', 'ro'],
    ['en;q=0.2,ru;q=0.8', 'ru'],
    ['uk', 'ro'],
    ['EN-us', 'en'],
    ['ru;q=0', 'ro'],
  ])('header %s on a ro/ru/en site picks %s', (header, expected) => {
    expect(pickLocale(header, ['ro', 'ru', 'en'], 'ro')).toBe(expected);
  });
});

describe('ogLocale', () => {
  it.each([
    ['ro', 'ro_RO'],
    ['ru', 'ru_RU'],
    ['uk', 'uk_UA'],
    ['en', 'en_US'],
  ] as const)('spells %s as Open Graph does: %s', (locale, og) => {
    expect(ogLocale(locale)).toBe(og);
  });
});

describe('translate', () => {
  it('uses the requested language when present', () => {
    expect(translate({ ro: 'Ușă', ru: 'Дверь' }, 'ru', 'ro')).toBe('Дверь');
  });
  it('falls back to the main language', () => {
    expect(translate({ ro: 'Ușă', ru: 'Дверь' }, 'en', 'ro')).toBe('Ușă');
  });
  it('falls back to any text when the main language is missing too', () => {
    expect(translate({ ru: 'Дверь' }, 'en', 'ro')).toBe('Дверь');
  });
  it('gives an empty string for nothing', () => {
    expect(translate(null, 'en', 'ro')).toBe('');
  });
});
