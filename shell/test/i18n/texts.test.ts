import { describe, expect, it } from 'vitest';
import { LOCALES } from '@vitrina/domain';
import { createI18n } from '../../src/i18n/create-i18n.ts';
import { findTextProblems } from '../../src/i18n/completeness.ts';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { LANGUAGE_NAMES } from '../../src/i18n/texts.ts';

describe('shell texts', () => {
  it('has every key, in every plural form, with the same placeholders, in ro, ru, uk and en', () => {
    expect(findTextProblems(SHELL_TEXTS, LOCALES)).toEqual([]);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALES].sort());
  });

  it('chooses the plural form the language needs', () => {
    const t = (locale: 'ru' | 'en' | 'ro', count: number) =>
      createI18n(locale, 'ro', SHELL_TEXTS).t('searchPlaceholder', { count });
    expect(t('ru', 1)).toBe('Поиск среди 1 товара');
    expect(t('ru', 3)).toBe('Поиск среди 3 товаров');
    expect(t('ru', 25)).toBe('Поиск среди 25 товаров');
    expect(t('en', 1)).toBe('Search among 1 product');
    expect(t('ro', 20)).toBe('Caută printre 20 de produse');
  });
});

describe('finding text problems (usable for any namespace)', () => {
  it('reports a key missing in one locale, an empty text and differing placeholders', () => {
    const problems = findTextProblems(
      {
        en: { title: 'Cart', count: 'Items: {{count}}', hint: 'Hint' },
        ro: { title: 'Coș', count: 'Produse: {{n}}', hint: ' ' },
      },
      ['en', 'ro', 'ru'],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { locale: 'ro', key: 'count', problem: 'placeholders differ' },
        { locale: 'ro', key: 'hint', problem: 'empty' },
        { locale: 'ru', key: 'title', problem: 'missing' },
        { locale: 'ru', key: 'count', problem: 'missing' },
        { locale: 'ru', key: 'hint', problem: 'missing' },
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it("requires each plural key in the language's own categories", () => {
    const problems = findTextProblems(
      {
        en: { items_one: '{{count}} item', items_other: '{{count}} items' },
        ru: { items_one: '{{count}} товар', items_other: '{{count}} товара', items_few: '{{count}} товара' },
      },
      ['en', 'ru'],
    );
    expect(problems).toEqual([{ locale: 'ru', key: 'items_many', problem: 'missing' }]);
  });
});
