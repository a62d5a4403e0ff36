// A cart's sums (spec section 9, "Final price", "Saved amount", "Loyalty points", and section 5,
// "Percent promo"): integer minor units in, integer minor units out, for counts with decimals.

/** What the sums need from a line: prices in minor units, the count in the product's own unit. */
export interface PricedLine {
  priceMinor: number;
  oldPriceMinor: number | null;
  count: number;
  /** Loyalty points a unit earns. */
  loyaltyGive: number;
  /** The shopper pays this line with points, so it earns none. */
  loyaltyChecked: boolean;
}

/** Counts arrive with at most three decimals (see quantity.ts); thousandths are exact integers. */
const COUNT_SCALE = 1000;

/** Half away from zero, like toMinor in ../money.ts: 0.5 -> 1, -0.5 -> -1. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * price x count, rounded half away from zero to a whole minor unit. The count is taken in
 * thousandths first, so 1999 x 1.5 is computed as 1999 x 1500 / 1000 from integers, and a binary
 * count such as 0.3 (really 0.29999...) cannot tip a half the wrong way. Non-finite inputs are 0.
 */
export function lineTotalMinor(priceMinor: number, count: number): number {
  if (!Number.isFinite(priceMinor) || !Number.isFinite(count)) return 0;
  const thousandths = Math.round(count * COUNT_SCALE);
  return roundHalfAway((priceMinor * thousandths) / COUNT_SCALE) || 0;
}

/** The goods: the sum of each line's rounded total, so the lines a receipt shows add up to it. */
export function goodsTotalMinor(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalMinor(line.priceMinor, line.count), 0);
}

/** sum((old price - price) x count) over lines whose old price is above the price. */
export function savedMinor(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, { oldPriceMinor, priceMinor, count }) => {
    if (oldPriceMinor === null || !(oldPriceMinor > priceMinor)) return sum;
    return sum + lineTotalMinor(oldPriceMinor - priceMinor, count);
  }, 0);
}

/**
 * loyalty_give x count over lines without the loyalty checkbox (a line paid with points earns
 * none). Each line's points are rounded like money, so 3 points x 1.5 kg earns 5 (4.5 rounded).
 */
export function loyaltyPointsOf(lines: readonly PricedLine[]): number {
  return lines.reduce(
    (sum, line) => (line.loyaltyChecked ? sum : sum + lineTotalMinor(line.loyaltyGive, line.count)),
    0,
  );
}

/**
 * A percent promo's discount on one price: price x percent / 100, rounded half away from zero.
 * The percent is clamped into [0, 100] (an unreadable one is 0) and a price of 0 or less takes no
 * discount, so a promo never raises a price nor takes it below zero.
 */
export function percentDiscountMinor(priceMinor: number, percent: number): number {
  if (!(priceMinor > 0) || !Number.isFinite(priceMinor)) return 0;
  const clamped = Number.isNaN(percent) ? 0 : Math.min(100, Math.max(0, percent));
  return Math.min(priceMinor, roundHalfAway((priceMinor * clamped) / 100));
}

/** A fixed-value promo's discount on one price: the value, but never more than the price nor below 0. */
export function valueDiscountMinor(priceMinor: number, valueMinor: number): number {
  if (!(priceMinor > 0) || !(valueMinor > 0)) return 0;
  return Math.min(roundHalfAway(priceMinor), roundHalfAway(valueMinor));
}

/** A promo's value as the promo result gives it (spec: promo_value with promo_value_type). */
export interface PromoValue {
  type: 'percent' | 'value';
  /** A percent, or an amount in minor units. */
  value: number;
}

/** The discount a promo takes off one price, whichever kind it is. */
export function promoDiscountMinor(priceMinor: number, promo: PromoValue): number {
  return promo.type === 'percent'
    ? percentDiscountMinor(priceMinor, promo.value)
    : valueDiscountMinor(priceMinor, promo.value);
}

export interface TotalParts {
  goodsMinor: number;
  /** The promo result's general_price for the whole cart, when a promo code priced the cart. */
  promoGeneralPriceMinor?: number | null;
  deliveryMinor: number;
  discountMinor: number;
}

/**
 * final = (the promo's general price if given, else the goods) + delivery - discount, never
 * negative: a discount larger than what is bought makes the order free, not a payout.
 */
export function finalTotalMinor({
  goodsMinor,
  promoGeneralPriceMinor,
  deliveryMinor,
  discountMinor,
}: TotalParts): number {
  const goods = promoGeneralPriceMinor ?? goodsMinor;
  const total = goods + deliveryMinor - discountMinor;
  return Number.isFinite(total) && total > 0 ? roundHalfAway(total) : 0;
}
