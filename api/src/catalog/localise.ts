// Turns stored translated values ({ ro, ru, ... }) into the request's language.
import type { Locale, Translated } from '@vitrina/domain';
import { translate } from '@vitrina/domain';

export interface LangContext {
  lang: Locale;
  mainLang: Locale;
}

export function t(value: unknown, ctx: LangContext): string {
  return translate(value as Translated, ctx.lang, ctx.mainLang);
}

export const productUrl = (slug: string) => `/product/${slug}`;
export const productImage = (id: number, n = 0) => `/media/products/${id}${n ? `-${n}` : ''}.svg`;

/** The language context of a request that passed the site plugin. */
export const langOf = (request: { lang: Locale; site: { mainLang: Locale } }): LangContext => ({
  lang: request.lang,
  mainLang: request.site.mainLang,
});
