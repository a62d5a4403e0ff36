// An area as a shopper reads it: the number in the locale's grouping, then its unit's short name.
import { LOCALE_INFO } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';

export function areaText(area: number, unitLabel: string, locale: Locale): string {
  const digits = new Intl.NumberFormat(LOCALE_INFO[locale].iso, { maximumFractionDigits: 2 }).format(area);
  return `${digits} ${unitLabel}`;
}
