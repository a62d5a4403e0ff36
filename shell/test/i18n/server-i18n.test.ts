// Each server request gets its own i18next instance, cloned from texts loaded once per language and
// remote version: one request's language never leaks into another's, and two versions of one remote
// keep their own texts.
import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { serverI18n } from '../../src/i18n/server-i18n.ts';

const version = (hello: string) =>
  ({
    namespace: 'probe',
    translations: { ro: { hello }, ru: { hello: `${hello} (ru)` }, en: { hello: `${hello} (en)` }, uk: { hello } },
  }) as unknown as RemoteModule;

describe('serverI18n', () => {
  it('gives every request its own instance in the page language', async () => {
    const first = await serverI18n('ru', 'ro', null);
    const second = await serverI18n('ru', 'ro', null);
    expect(first).not.toBe(second);
    void first.changeLanguage('ro');
    expect(second.language).toBe('ru');
    expect(second.t('cartCount', { count: 3 })).toBe('Корзина: 3');
    expect((await serverI18n('ru', 'ro', null)).t('cartCount', { count: 3 })).toBe('Корзина: 3');
  });

  it('translates with the texts of the remote version the page renders', async () => {
    const older = version('Salut');
    const newer = version('Bună ziua');
    expect((await serverI18n('ro', 'ro', older)).t('probe:hello')).toBe('Salut');
    expect((await serverI18n('ro', 'ro', newer)).t('probe:hello')).toBe('Bună ziua');
    expect((await serverI18n('en', 'ro', newer)).t('probe:hello')).toBe('Bună ziua (en)');
    expect((await serverI18n('ro', 'ro', older)).t('probe:hello')).toBe('Salut');
    expect((await serverI18n('ro', 'ro', null)).exists('probe:hello')).toBe(false);
  });

  it('fetches a remote that ships a chunk per language in the page language and fallback only, once', async () => {
    const fetched: string[] = [];
    const chunked = {
      namespace: 'probe',
      translations: Object.fromEntries(
        ['ro', 'ru', 'uk', 'en'].map((lang) => [lang, async () => (fetched.push(lang), { hello: `hello ${lang}` })]),
      ),
    } as unknown as RemoteModule;
    expect((await serverI18n('uk', 'ro', chunked)).t('probe:hello')).toBe('hello uk');
    await serverI18n('uk', 'ro', chunked);
    expect(fetched.sort()).toEqual(['ro', 'uk']);
  });

  it("resolves a remote's plain text once for every request, and a text with values every time", async () => {
    const remote = {
      namespace: 'probe',
      translations: { ro: { hello: 'Salut', items: '{{count}} produse' } },
    } as unknown as RemoteModule;
    const first = await serverI18n('ro', 'ro', remote);
    expect(first.getFixedT('ro', 'probe')('hello')).toBe('Salut');
    // The loaded texts never change once loaded; changed here only to show which answers were kept.
    first.addResource('ro', 'probe', 'hello', 'changed');
    first.addResource('ro', 'probe', 'items', '{{count}} articole');
    const second = await serverI18n('ro', 'ro', remote);
    const t = second.getFixedT('ro', 'probe');
    expect(t('hello')).toBe('Salut');
    expect(t('hello', {})).toBe('Salut');
    expect(t('items', { count: 3 })).toBe('3 articole');
  });
});
