import i18next from 'i18next';
import type { i18n } from 'i18next';
import type { Locale } from '@vitrina/events';
import { remoteTexts } from '@vitrina/mf-kit';
import type { RemoteModule } from '@vitrina/mf-kit';
import { SHELL_NAMESPACE } from './texts.ts';
import type { ShellTexts } from './texts.ts';

/**
 * One i18next instance per request on the server (and one per page in the browser), initialised
 * synchronously from bundled resources: no backend, no timers, nothing shared between requests.
 * Only the page's language and its fallback are loaded: a language switch is a new page, and
 * copying the other languages' texts into every request's instance was a measurable part of an
 * uncached render.
 */
export function createI18n(locale: Locale, fallback: Locale, shellTexts: Partial<Record<Locale, ShellTexts>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: fallback,
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: Object.fromEntries(
      [...new Set([locale, fallback])].map((lang) => [lang, { [SHELL_NAMESPACE]: shellTexts[lang] ?? {} }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * Adds a remote's texts in the instance's languages once it has loaded (fetching them when the
 * remote ships a chunk per language), so its components translate on first render.
 */
export async function addRemoteTexts(instance: i18n, remote: RemoteModule): Promise<void> {
  const wanted = [...new Set([instance.language, ...instance.languages])] as Locale[];
  await Promise.all(
    wanted.map(async (lang) => {
      if (instance.hasResourceBundle(lang, remote.namespace)) return;
      const texts = await remoteTexts(remote.translations, lang);
      if (texts) instance.addResourceBundle(lang, remote.namespace, texts);
    }),
  );
}
