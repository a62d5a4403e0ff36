import type { Locale } from '@vitrina/events';
import type { ShellTexts } from './texts/keys.ts';

/** Each language's texts as a chunk of its own: a page needs one or two of the four. */
const BY_LANGUAGE: Record<Locale, () => Promise<ShellTexts>> = {
  ro: () => import('./texts/ro.ts').then((m) => m.RO),
  ru: () => import('./texts/ru.ts').then((m) => m.RU),
  uk: () => import('./texts/uk.ts').then((m) => m.UK),
  en: () => import('./texts/en.ts').then((m) => m.EN),
};

/** The browser's shell texts: the page's language and the shop's main language (the fallback). */
export async function loadShellTexts(locale: Locale, fallback: Locale): Promise<Partial<Record<Locale, ShellTexts>>> {
  const languages = [...new Set([locale, fallback])];
  return Object.fromEntries(await Promise.all(languages.map(async (lang) => [lang, await BY_LANGUAGE[lang]()])));
}
