import { describe, expect, it } from 'vitest';

import { annuityPaymentMinor, creditProgramApplies, creditSchedule } from '../src/index.ts';

describe('creditSchedule', () => {
  // Expected values worked out independently with exact decimals (ceil of the annuity, interest
  // rounded half up each month, the last payment clearing the balance).
  it.each([
    // principal, months, rate bp/month, monthly, last, total, overpayment
    [1_000_000, 12, 250, 97_488, 97_474, 1_169_842, 169_842],
    [1_234_567, 36, 199, 48_358, 48_349, 1_740_879, 506_312],
    [500_000, 6, 300, 92_299, 92_296, 553_791, 53_791],
    [2_000_000, 24, 150, 99_849, 99_826, 2_396_353, 396_353],
    // Zero interest: the total is the price exactly; the last payment takes the rounding back.
    [1_000_000, 3, 0, 333_334, 333_332, 1_000_000, 0],
    [999, 36, 0, 28, 19, 999, 0],
  ])(
    '%i over %i months at %i bp: %i a month, %i last, %i in all (+%i)',
    (principal, months, bp, monthly, last, total, over) => {
      expect(creditSchedule({ principalMinor: principal, months, monthlyRateBp: bp })).toEqual({
        monthlyMinor: monthly,
        lastPaymentMinor: last,
        totalMinor: total,
        overpaymentMinor: over,
      });
    },
  );

  it('never asks a month for more than the monthly payment', () => {
    for (const months of [3, 6, 9, 12, 18, 24, 36]) {
      const schedule = creditSchedule({ principalMinor: 777_777, months, monthlyRateBp: 275 });
      expect(schedule.lastPaymentMinor).toBeLessThanOrEqual(schedule.monthlyMinor);
      expect(schedule.totalMinor).toBeGreaterThan(777_777);
    }
  });

  it.each([
    [0, 12],
    [-100, 12],
    [100_000, 0],
    [100.5, 12],
  ])('has nothing to repay for %d over %d months', (principal, months) => {
    expect(creditSchedule({ principalMinor: principal, months, monthlyRateBp: 250 }).totalMinor).toBe(0);
  });

  it('rounds an exact annuity without adding a minor unit', () => {
    expect(annuityPaymentMinor({ principalMinor: 1_200, months: 12, monthlyRateBp: 0 })).toBe(100);
  });
});

describe('creditProgramApplies', () => {
  const open = { months: [3, 12], minAmountMinor: 100_000, maxAmountMinor: 5_000_000, productIds: [], categoryIds: [] };
  it.each([
    ['a price inside the range', open, 200_000, true],
    ['a price under the minimum', open, 99_999, false],
    ['a price over the maximum', open, 5_000_001, false],
    ['a product the promo lists', { ...open, productIds: [7] }, 200_000, true],
    ['a product of a category the promo lists', { ...open, categoryIds: [3] }, 200_000, true],
    ['a product the promo leaves out', { ...open, productIds: [8], categoryIds: [4] }, 200_000, false],
  ])('%s: %s', (_, program, priceMinor, applies) => {
    expect(creditProgramApplies(program, { id: 7, categoryId: 3, priceMinor })).toBe(applies);
  });
});
