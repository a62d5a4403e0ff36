// Prices as a shopper reads them, in every locale and currency.
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../src/index.ts';

describe('formatPrice', () => {
  it.each([
    [1609, 'MDL', 'ro', '1.609 lei'],
    [1609, 'MDL', 'ru', '1 609 лей'],
    [12.5, 'EUR', 'en', '12.50 eur'],
    [69542.4, 'USD', 'ru', '$69 542,40'],
    [99, 'USD', 'ro', '$99'],
    [250, 'UAH', 'uk', '250 ₴'],
    [1234567, 'RON', 'en', '1,234,567 ron'],
  ] as const)('%s %s in %s reads %s', (amount, currency, locale, text) => {
    expect(formatPrice(amount, currency, locale).replace(/\u00a0|\u202f/g, ' ')).toBe(
      text.replace(/\u00a0|\u202f/g, ' '),
    );
  });
});
