import type { Locale } from '@vitrina/events';

/** A calendar date in the page's language. UTC on both sides, so server and browser print the same day. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
