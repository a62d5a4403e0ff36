import type { i18n } from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_TEXTS } from './all-texts.ts';
import { addRemoteTexts, createI18n } from './create-i18n.ts';

/**
 * Loaded texts per page language, fallback and remote version: built once, never changed after.
 * Keyed by the remote's module object, so two versions of one remote never share a namespace's
 * texts, and a version the gateway evicts takes its texts with it.
 */
const withoutRemote = new Map<string, Promise<i18n>>();
const perRemote = new WeakMap<RemoteModule, Map<string, Promise<i18n>>>();

async function withRemoteTexts(base: i18n, remote: RemoteModule | null): Promise<i18n> {
  if (remote) await addRemoteTexts(base, remote);
  return base;
}

function loadedTexts(locale: Locale, fallback: Locale, remote: RemoteModule | null): Promise<i18n> {
  const key = `${locale}|${fallback}`;
  let byLanguage = remote ? perRemote.get(remote) : withoutRemote;
  if (!byLanguage) {
    byLanguage = new Map();
    perRemote.set(remote as RemoteModule, byLanguage);
  }
  let base = byLanguage.get(key);
  if (!base) {
    base = withRemoteTexts(createI18n(locale, fallback, SHELL_TEXTS), remote);
    byLanguage.set(key, base);
    // A remote whose texts failed to arrive is asked again by the next request.
    base.catch(() => byLanguage.delete(key));
  }
  return base;
}

/**
 * The i18next instance of one server request: its own instance (its language can never be
 * changed by another request), cloned from texts loaded once. Building an instance per request
 * from the bundles, with fresh plural rules each time, was a tenth of an uncached page's CPU.
 */
export async function serverI18n(locale: Locale, fallback: Locale, remote: RemoteModule | null): Promise<i18n> {
  return (await loadedTexts(locale, fallback, remote)).cloneInstance({ lng: locale });
}
