// The cabinet's order and act texts: every status and payment method the API has is named in every
// language, and each text has the same placeholders in all four (a missing one would show "{{x}}").
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@vitrina/contract';
import { LOCALES } from '@vitrina/domain';
import { ORDER_STATUS_TEXTS, PAYMENT_METHOD_TEXTS } from '../src/entities/order/index.ts';
import { loadAccountTexts } from '../src/i18n/index.ts';
import { ordersEn } from '../src/i18n/orders/en.ts';

const all = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadAccountTexts(l)] as const)));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('order texts', () => {
  it.each(LOCALES)('names every order status and payment method in %s', (locale) => {
    for (const status of ORDER_STATUSES) expect(all[locale]![ORDER_STATUS_TEXTS[status]]).toMatch(/\S/);
    for (const method of PAYMENT_METHODS) expect(all[locale]![PAYMENT_METHOD_TEXTS[method]]).toMatch(/\S/);
  });

  it('gives each status its own name', () => {
    for (const locale of LOCALES) {
      const names = ORDER_STATUSES.map((status) => all[locale]![ORDER_STATUS_TEXTS[status]]);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(LOCALES)('has every order and act text with the English placeholders in %s', (locale) => {
    for (const key of Object.keys(ordersEn) as (keyof typeof ordersEn)[]) {
      expect(all[locale]![key], key).toMatch(/\S/);
      expect(placeholders(all[locale]![key]), key).toEqual(placeholders(ordersEn[key]));
    }
  });
});
