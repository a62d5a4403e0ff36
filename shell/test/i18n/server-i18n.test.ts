// Each server request gets its own i18next instance, cloned from texts loaded once per language and
// remote version: one request's language never leaks into another's, and two versions of one remote
// keep their own texts.
import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { serverI18n } from '../../src/i18n/server-i18n.ts';

const version = (hello: string) =>
  ({ namespace: 'probe', translations: { ro: { hello }, ru: { hello: `${hello} (ru)` }, en: { hello: `${hello} (en)` }, uk: { hello } } }) as unknown as RemoteModule;

describe('serverI18n', () => {
  it('gives every request its own instance in the page language', () => {
    const first = serverI18n('ru', 'ro', null);
    const second = serverI18n('ru', 'ro', null);
    expect(first).not.toBe(second);
    void first.changeLanguage('ro');
    expect(second.language).toBe('ru');
    expect(second.t('cartCount', { count: 3 })).toBe('Корзина: 3');
    expect(serverI18n('ru', 'ro', null).t('cartCount', { count: 3 })).toBe('Корзина: 3');
  });

  it('translates with the texts of the remote version the page renders', () => {
    const older = version('Salut');
    const newer = version('Bună ziua');
    expect(serverI18n('ro', 'ro', older).t('probe:hello')).toBe('Salut');
    expect(serverI18n('ro', 'ro', newer).t('probe:hello')).toBe('Bună ziua');
    expect(serverI18n('en', 'ro', newer).t('probe:hello')).toBe('Bună ziua (en)');
    expect(serverI18n('ro', 'ro', older).t('probe:hello')).toBe('Salut');
    expect(serverI18n('ro', 'ro', null).exists('probe:hello')).toBe(false);
  });
});
