// A remote's texts, one i18next namespace, each language a chunk of its own fetched with the page
// (the shell asks for the page's language and the shop's main language; `prepare` on the server),
// so a shopper never downloads the other three. One home for what every remote did with them: the
// cache of fetched languages, the `translations` its RemoteModule hands the shell, and `textFor`,
// a `t` fixed to a language over the same tables for code outside React (page heads on the
// server, notices). The remote keeps only its map of loaders: the bundler needs each dynamic
// import written out in the remote's own code to make a chunk of it.
import i18next from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from './remote-module.ts';

export type TextValues = Record<string, string | number>;

export interface TextLoaderOptions<T extends Record<string, string>> {
  /** The remote's name, for the error naming who used texts too early. */
  remote: string;
  namespace: string;
  /** One language's table per locale, each a dynamic import of the remote's own file. */
  languages: Record<Locale, () => Promise<T>>;
}

export function createTextLoader<T extends Record<string, string>>({
  remote,
  namespace,
  languages,
}: TextLoaderOptions<T>) {
  /** The languages fetched so far, as i18next resources (no fallback: a missing text is a bug). */
  const fetched = i18next.createInstance();
  void fetched.init({
    ns: [namespace],
    defaultNS: namespace,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  /** Fetches one language's texts once; later calls answer from memory. */
  async function load(locale: Locale): Promise<T> {
    if (!fetched.hasResourceBundle(locale, namespace)) {
      fetched.addResourceBundle(locale, namespace, await languages[locale]());
    }
    return fetched.getResourceBundle(locale, namespace) as T;
  }

  const translations: RemoteModule['translations'] = {
    ro: () => load('ro'),
    ru: () => load('ru'),
    uk: () => load('uk'),
    en: () => load('en'),
  };

  /**
   * A text with its {{placeholders}} filled, as the shell's i18next fills them in components. Loud
   * when its language has not been fetched yet, which would otherwise show keys to shoppers.
   */
  function textFor(locale: Locale, key: keyof T & string, values: TextValues = {}): string {
    if (!fetched.hasResourceBundle(locale, namespace)) {
      throw new Error(`${remote}: texts in ${locale} are used before they were fetched`);
    }
    // A plain string for i18next, whose types check keys against a table known when it is compiled.
    const name: string = key;
    return fetched.getFixedT(locale, namespace)(name, values);
  }

  return { load, translations, textFor };
}
