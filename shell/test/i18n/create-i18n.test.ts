// A page's i18next instance holds its language and the shop's main language only (the fallback),
// for the shell's texts and for each remote's, so rendering never copies the other languages.
import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_TEXTS } from '../../src/i18n/all-texts.ts';
import { addRemoteTexts, createI18n } from '../../src/i18n/create-i18n.ts';
import { loadShellTexts } from '../../src/i18n/load-texts.ts';
import { SHELL_NAMESPACE } from '../../src/i18n/texts.ts';

const remote = {
  namespace: 'probe',
  translations: {
    ro: { hello: 'Salut', onlyRo: 'doar ro' },
    ru: { hello: 'Привет' },
    en: { hello: 'Hello' },
    uk: { hello: 'Привіт' },
  },
} as unknown as RemoteModule;

describe('createI18n', () => {
  it('loads the page language and the fallback, and nothing else', async () => {
    const i18n = createI18n('ru', 'ro', SHELL_TEXTS);
    expect(['ro', 'ru', 'en', 'uk'].filter((lang) => i18n.hasResourceBundle(lang, SHELL_NAMESPACE))).toEqual([
      'ro',
      'ru',
    ]);
    await addRemoteTexts(i18n, remote);
    expect(['ro', 'ru', 'en', 'uk'].filter((lang) => i18n.hasResourceBundle(lang, 'probe'))).toEqual(['ro', 'ru']);
    expect(i18n.t('probe:hello')).toBe('Привет');
    // A text the page's language lacks comes from the main language.
    expect(i18n.t('probe:onlyRo')).toBe('doar ro');
  });

  it('holds one language when the page is in the main language', async () => {
    const i18n = createI18n('en', 'en', SHELL_TEXTS);
    await addRemoteTexts(i18n, remote);
    expect(['ro', 'ru', 'en', 'uk'].filter((lang) => i18n.hasResourceBundle(lang, 'probe'))).toEqual(['en']);
    expect(i18n.t('probe:hello')).toBe('Hello');
  });
});

describe('loadShellTexts (the browser)', () => {
  it("fetches the page's language and the main language only", async () => {
    expect(Object.keys(await loadShellTexts('ru', 'ro')).sort()).toEqual(['ro', 'ru']);
    expect(Object.keys(await loadShellTexts('en', 'en'))).toEqual(['en']);
    const texts = await loadShellTexts('uk', 'ro');
    expect(texts.uk).toEqual(SHELL_TEXTS.uk);
    expect(createI18n('uk', 'ro', texts).t('home')).toBe(SHELL_TEXTS.uk.home);
  });
});
