import { useParams } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { useSite } from './site.ts';

/** The page's locale: the route's prefix when the shop offers it, else the shop's main language. */
export function useLocale(): Locale {
  const site = useSite();
  const lang = useParams().lang;
  return lang && (site.langs as string[]).includes(lang) ? (lang as Locale) : site.mainLang;
}
