// The storefront's locales and how a translated value falls back to the site's main language.

export const LOCALES = ['ro', 'ru', 'uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_INFO: Record<Locale, { iso: string; name: string; file: string; dir: 'ltr' }> = {
  ro: { iso: 'ro-RO', name: 'Romana', file: 'ro.json', dir: 'ltr' },
  ru: { iso: 'ru-RU', name: 'Russian', file: 'ru.json', dir: 'ltr' },
  uk: { iso: 'uk-UA', name: 'Ukrainian', file: 'uk.json', dir: 'ltr' },
  en: { iso: 'en-US', name: 'English', file: 'en.json', dir: 'ltr' },
};

/**
 * The locale as Open Graph spells it (`og:locale`: language_TERRITORY, e.g. `ro_RO`), from the
 * same territory as the locale's ISO tag, so the page's language and its share card agree.
 */
export function ogLocale(locale: Locale): string {
  return LOCALE_INFO[locale].iso.replace('-', '_');
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A text kept in several languages: `{ ro: '...', ru: '...' }`. */
export type Translated = Partial<Record<Locale, string>>;

/**
 * Picks the first language of an Accept-Language header that the site offers,
 * else the site's main language. Quality weights are honoured.
 */
export function pickLocale(acceptLanguage: string | undefined, offered: readonly Locale[], mainLang: Locale): Locale {
  if (!acceptLanguage) return mainLang;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.code && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.find((entry) => (offered as readonly string[]).includes(entry.code));
  return hit ? (hit.code as Locale) : mainLang;
}

/** The value in `locale`, else in `fallback`, else the first non-empty one, else ''. */
export function translate(value: Translated | null | undefined, locale: Locale, fallback: Locale): string {
  if (!value) return '';
  return value[locale] || value[fallback] || Object.values(value).find((text) => !!text) || '';
}
