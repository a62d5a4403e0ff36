// A remote's texts as every remote loads them: a language fetched once and only when asked, handed
// to the shell as its translations, and read outside React with the placeholders filled.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@vitrina/events';
import { remoteTexts } from '../src/remote-texts.ts';
import { createTextLoader } from '../src/text-loader.ts';

const TABLES = {
  ro: { greeting: 'Bună, {{name}}!', title: 'Coș' },
  ru: { greeting: 'Привет, {{name}}!', title: 'Корзина' },
  uk: { greeting: 'Привіт, {{name}}!', title: 'Кошик' },
  en: { greeting: 'Hello, {{name}}!', title: 'Cart' },
};

function loaderCounting() {
  const fetches: Locale[] = [];
  const languages = Object.fromEntries(
    (Object.keys(TABLES) as Locale[]).map((locale) => [
      locale,
      () => {
        fetches.push(locale);
        return Promise.resolve(TABLES[locale]);
      },
    ]),
  ) as Record<Locale, () => Promise<(typeof TABLES)['en']>>;
  return { fetches, texts: createTextLoader({ remote: 'mf-probe', namespace: 'probe', languages }) };
}

describe("a remote's texts", () => {
  it('fetches a language the first time it is asked, and only that one', async () => {
    const { fetches, texts } = loaderCounting();
    expect(await texts.load('ro')).toEqual(TABLES.ro);
    expect(await texts.load('ro')).toEqual(TABLES.ro);
    expect(fetches).toEqual(['ro']);
  });

  it("gives the shell each language's table through its translations", async () => {
    const { fetches, texts } = loaderCounting();
    expect(await remoteTexts(texts.translations, 'uk')).toEqual(TABLES.uk);
    expect(fetches).toEqual(['uk']);
  });

  it('fills the placeholders outside React, a replacement pattern in a value staying text', async () => {
    const { texts } = loaderCounting();
    await texts.load('en');
    expect(texts.textFor('en', 'greeting', { name: 'Ana $& Co' })).toBe('Hello, Ana $& Co!');
    expect(texts.textFor('en', 'title')).toBe('Cart');
  });

  it('refuses loudly to read a language not fetched yet, rather than show keys', async () => {
    const { texts } = loaderCounting();
    await texts.load('en');
    expect(() => texts.textFor('ru', 'title')).toThrow('mf-probe: texts in ru are used before they were fetched');
  });
});
