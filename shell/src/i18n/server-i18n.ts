import type { i18n } from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { addRemoteTexts, createI18n } from './create-i18n.ts';

/**
 * Loaded texts per page language, fallback and remote version: built once, never changed after.
 * Keyed by the remote's module object, so two versions of one remote never share a namespace's
 * texts, and a version the gateway evicts takes its texts with it.
 */
const withoutRemote = new Map<string, i18n>();
const perRemote = new WeakMap<RemoteModule, Map<string, i18n>>();

function loadedTexts(locale: Locale, fallback: Locale, remote: RemoteModule | null): i18n {
  const key = `${locale}|${fallback}`;
  let byLanguage = remote ? perRemote.get(remote) : withoutRemote;
  if (!byLanguage) {
    byLanguage = new Map();
    perRemote.set(remote as RemoteModule, byLanguage);
  }
  let base = byLanguage.get(key);
  if (!base) {
    base = createI18n(locale, fallback);
    if (remote) addRemoteTexts(base, remote);
    byLanguage.set(key, base);
  }
  return base;
}

/**
 * The i18next instance of one server request: its own instance (its language can never be
 * changed by another request), cloned from texts loaded once. Building an instance per request
 * from the bundles, with fresh plural rules each time, was a tenth of an uncached page's CPU.
 */
export function serverI18n(locale: Locale, fallback: Locale, remote: RemoteModule | null): i18n {
  return loadedTexts(locale, fallback, remote).cloneInstance({ lng: locale });
}
