// Prices as a shopper reads them: the amount in the locale's digit grouping and the currency label
// of that locale (MDL is "lei" in Romanian, "лей" in Russian). One home for every remote (the
// catalogue's cards, the cart's totals). Amounts are major units; nothing here computes a price.
import { LOCALE_INFO } from './locale.ts';
import type { Locale } from './locale.ts';
import { currencyLabel, isCurrency } from './money.ts';

/**
 * One formatter per (locale, decimals), made on first use. Building an Intl.NumberFormat costs far
 * more than formatting with one, and a category page formats about 34 prices: made per call, it was
 * the gateway's costliest function per uncached page (docs/performance.md, issue 21).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function digitsFormatter(locale: Locale, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_INFO[locale].iso, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatPrice(amount: number, currency: string, locale: Locale): string {
  // Whole amounts read without decimals ("1 609 lei"); any other shows both ("12.50", never "12.5").
  const digits = digitsFormatter(locale, Number.isInteger(amount) ? 0 : 2).format(amount);
  const label = isCurrency(currency) ? currencyLabel(currency, locale) : currency;
  // USD reads "$12" in every locale here; the others follow the amount.
  return label === '$' ? `$${digits}` : `${digits} ${label}`;
}
