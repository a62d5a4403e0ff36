import type { Locale } from '@vitrina/events';
import type { RemoteModule } from './remote-module.ts';

/**
 * A remote's texts in one language, fetched if the remote ships them as a chunk per language
 * (a page needs its language and the shop's main language, not all four). Undefined when the
 * remote has none in that language.
 */
export async function remoteTexts(
  translations: RemoteModule['translations'],
  lang: Locale,
): Promise<Record<string, string> | undefined> {
  const texts = translations[lang];
  return typeof texts === 'function' ? texts() : texts;
}
