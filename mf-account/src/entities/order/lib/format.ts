// Dates and quantities of orders and acts in the page's language. Dates are UTC, as the API's date filters count days: an
// order listed under a day is found by filtering for that day, and server and browser agree.
import { LOCALE_INFO } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';

/** A day: an ISO instant or a YYYY-MM-DD date. */
export const dayOf = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** A day and time, with the zone named (the shop's clock is not the shopper's). */
export const momentOf = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** A quantity as sold (up to 3 decimals for goods sold by weight), in the locale's digits. */
export const quantityOf = (count: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_INFO[locale].iso, { maximumFractionDigits: 3 }).format(count);
