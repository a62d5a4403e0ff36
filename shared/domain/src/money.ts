// Money is kept in integer minor units (bani, cents, kopiyky) with a currency code;
// decimals appear only when a price is shown or sent to a client that expects them.
import type { Locale } from './locale.ts';

export const CURRENCIES = ['MDL', 'RON', 'USD', 'EUR', 'UAH'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Labels shown after a price, per the spec's business constants. */
const CURRENCY_LABELS: Record<Currency, Partial<Record<Locale, string>> & { default: string }> = {
  MDL: { default: 'lei', ru: 'лей', uk: 'леї' },
  RON: { default: 'ron' },
  USD: { default: '$' },
  EUR: { default: 'eur' },
  UAH: { default: '₴' },
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function currencyLabel(currency: Currency, locale: Locale): string {
  const labels = CURRENCY_LABELS[currency];
  return labels[locale] ?? labels.default;
}

/** Minor units to a decimal amount, e.g. 12345 -> 123.45. Every supported currency has 2 decimals. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** A decimal amount to minor units, rounding half away from zero at the cent. */
export function toMinor(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}

/** Percentage saved from old to current price, rounded down so a shop never overstates a discount. */
export function discountPercent(priceMinor: number, oldPriceMinor: number | null | undefined): number {
  if (!oldPriceMinor || oldPriceMinor <= priceMinor || oldPriceMinor <= 0) return 0;
  return Math.floor(((oldPriceMinor - priceMinor) * 100) / oldPriceMinor);
}
