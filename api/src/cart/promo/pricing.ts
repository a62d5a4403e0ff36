// What a promo code takes off a cart, from the domain's discount rules. A line paid with loyalty
// points takes no promo (it is not paid with money), and a product code only touches its products.
// Percent codes and product value codes discount each unit (the spec's price x percent / 100); a
// general value code is an amount off the goods as a whole, so it shows in the general price only.
import { goodsTotalMinor, lineTotalMinor, promoDiscountMinor, valueDiscountMinor } from '@vitrina/domain';

import type { PromoType, PromoValueType } from '../../db/schema/index.ts';

export interface PromoTerms {
  code: string;
  type: PromoType;
  valueType: PromoValueType;
  /** A percent, or minor units. */
  value: number;
  productIds: number[];
}

export interface PromoLine {
  productId: number;
  priceMinor: number;
  oldPriceMinor: number | null;
  count: number;
  loyaltyGive: number;
  loyaltyChecked: boolean;
}

export interface PromoPricing {
  /** The discount on one unit of each line's product (0 for lines the code does not touch). */
  unitDiscountMinor: Map<number, number>;
  /** The goods after the promo (the spec's general_price). */
  generalPriceMinor: number;
  /** How many lines the code applies to: none means the code does nothing for this cart. */
  eligibleLines: number;
}

const appliesTo = (terms: PromoTerms, line: PromoLine) =>
  !line.loyaltyChecked && (terms.type === 'general' || terms.productIds.includes(line.productId));

export function priceWithPromo(terms: PromoTerms, lines: readonly PromoLine[]): PromoPricing {
  const eligible = lines.filter((line) => appliesTo(terms, line));
  const goods = goodsTotalMinor(lines);
  const unitDiscountMinor = new Map(lines.map((line) => [line.productId, 0]));
  if (terms.type === 'general' && terms.valueType === 'value') {
    const off = valueDiscountMinor(goodsTotalMinor(eligible), terms.value);
    return { unitDiscountMinor, generalPriceMinor: goods - off, eligibleLines: eligible.length };
  }
  const promo = { type: terms.valueType, value: terms.value };
  for (const line of eligible) unitDiscountMinor.set(line.productId, promoDiscountMinor(line.priceMinor, promo));
  const generalPriceMinor = lines.reduce(
    (sum, line) => sum + lineTotalMinor(line.priceMinor - unitDiscountMinor.get(line.productId)!, line.count),
    0,
  );
  return { unitDiscountMinor, generalPriceMinor, eligibleLines: eligible.length };
}
