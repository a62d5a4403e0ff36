// Prices as a shopper reads them: the amount in the locale's digit grouping and the currency
// label of that locale (MDL is "lei" in Romanian, "лей" in Russian). Amounts come from the back
// end in major units; nothing here computes a price.
import { currencyLabel, isCurrency } from '@vitrina/domain';
import type { Locale } from '@vitrina/events';

const NUMBER_LOCALE: Record<Locale, string> = { ro: 'ro-RO', ru: 'ru-RU', uk: 'uk-UA', en: 'en-GB' };

export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const digits = new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
  const label = isCurrency(currency) ? currencyLabel(currency, locale) : currency;
  // USD reads "$ 12" in every locale here; the others follow the amount.
  return label === '$' ? `$${digits}` : `${digits} ${label}`;
}
