import i18next from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_NAMESPACE, SHELL_TEXTS } from './texts.ts';

/**
 * One i18next instance per request on the server (and one per page in the browser), initialised
 * synchronously from bundled resources: no backend, no timers, nothing shared between requests.
 * Only the page's language and its fallback are loaded: a language switch is a new page, and
 * copying the other languages' texts into every request's instance was a measurable part of an
 * uncached render.
 */
export function createI18n(locale: Locale, fallback: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: fallback,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: Object.fromEntries([...new Set([locale, fallback])].map((lang) => [lang, { [SHELL_NAMESPACE]: SHELL_TEXTS[lang] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Adds a remote's texts once it has loaded, so its components translate on first render. */
export function addRemoteTexts(instance: i18n, remote: RemoteModule): void {
  const wanted = new Set<string>([instance.language, ...instance.languages]);
  for (const [lang, texts] of Object.entries(remote.translations)) {
    if (wanted.has(lang) && !instance.hasResourceBundle(lang, remote.namespace)) instance.addResourceBundle(lang, remote.namespace, texts);
  }
}
