import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { DeliveryPriceRequest, ProductDeliveryPrices } from '../../src/delivery/index.ts';
import { CHECKOUT_DELIVERY_METHODS, deliveryPriceMinor, freeDeliveryFrom } from '../../src/delivery/index.ts';

/** A product priced in every zone: city 50.00, express 120.00, suburbs 80.00, regions 150.00. */
const FULL: ProductDeliveryPrices = {
  standartKishinev: 5000,
  expressKishinev: 12000,
  suburbs: 8000,
  regionPrice: 15000,
};
/** A lighter product: every price lower than FULL's. */
const LIGHT: ProductDeliveryPrices = {
  standartKishinev: 3000,
  expressKishinev: 6000,
  suburbs: 4000,
  regionPrice: 9000,
};
const UNSET: ProductDeliveryPrices = {
  standartKishinev: null,
  expressKishinev: null,
  suburbs: null,
  regionPrice: null,
};
const THRESHOLDS = { free_delivery: 100_000, free_delivery_region: 300_000, free_delivery_suburbs: 200_000 };

/** An address delivery in Chisinau proper of goods worth 500.00, of one FULL product. */
const base: DeliveryPriceRequest = {
  method: 'address',
  regionId: 3,
  localityKey: 'kishinev',
  type: 'standart',
  goodsMinor: 50_000,
  lines: [{ prices: FULL }],
  thresholds: THRESHOLDS,
};
const price = (change: Partial<DeliveryPriceRequest>) => deliveryPriceMinor({ ...base, ...change });
const lines = (...prices: ProductDeliveryPrices[]) => prices.map((p) => ({ prices: p }));

describe('deliveryPriceMinor', () => {
  it.each<[string, Partial<DeliveryPriceRequest>, number]>([
    ['the city pays standartKishinev', {}, 5000],
    ['express in the city pays expressKishinev', { type: 'express' }, 12000],
    ['a suburb pays suburbs', { localityKey: 'krikovo' }, 8000],
    ['express to a suburb pays expressKishinev', { localityKey: 'krikovo', type: 'express' }, 12000],
    [
      'a suburb without its own price pays the city price',
      { localityKey: 'codru', lines: lines({ ...FULL, suburbs: null }) },
      5000,
    ],
    ['another region pays regionPrice', { regionId: 1, localityKey: 'balti' }, 15000],
    [
      'express outside region 3 is standard: regionPrice',
      { regionId: 1, localityKey: 'balti', type: 'express' },
      15000,
    ],
    ['the costliest product sets the price', { lines: lines(LIGHT, FULL, LIGHT) }, 5000],
    ['products without a price add nothing', { lines: lines(UNSET, LIGHT) }, 3000],
    ['no product priced for the zone: 0', { lines: lines(UNSET) }, 0],
    ['no lines: 0', { lines: [] }, 0],
    ['pickup is free', { method: 'pickup' }, 0],
    ['pickup is free whatever the type', { method: 'pickup', type: 'express' }, 0],
    ['the parcel carrier charges its own fee: 0 from the shop', { method: 'carrier', regionId: 1 }, 0],
    ['goods at the city threshold deliver free', { goodsMinor: 100_000 }, 0],
    ['goods one ban below the city threshold pay', { goodsMinor: 99_999 }, 5000],
    ['express past the city threshold is free too', { goodsMinor: 150_000, type: 'express' }, 0],
    ['a suburb uses free_delivery_suburbs: below it pays', { localityKey: 'vatra', goodsMinor: 150_000 }, 8000],
    ['a suburb at free_delivery_suburbs is free', { localityKey: 'vatra', goodsMinor: 200_000 }, 0],
    [
      'a region uses free_delivery_region: below it pays',
      { regionId: 12, localityKey: 'soroka', goodsMinor: 250_000 },
      15000,
    ],
    ['a region at free_delivery_region is free', { regionId: 12, localityKey: 'soroka', goodsMinor: 300_000 }, 0],
    [
      'a threshold of 0 never makes delivery free',
      { goodsMinor: 10_000_000, thresholds: { ...THRESHOLDS, free_delivery: 0 } },
      5000,
    ],
    ['an unknown locality of region 3 is the city', { localityKey: null }, 5000],
    [
      'a negative or fractional stored price counts as no price / whole bani',
      { lines: lines({ ...FULL, standartKishinev: -500 }, { ...LIGHT, standartKishinev: 2999.6 }) },
      3000,
    ],
  ])('%s', (_behaviour, change, expected) => {
    expect(price(change)).toBe(expected);
  });
});

describe('freeDeliveryFrom', () => {
  it.each<[string, number, string | null, number | null]>([
    ['Chisinau: free_delivery', 3, 'kishinev', 100_000],
    ['a suburb: free_delivery_suburbs', 3, 'sinjera', 200_000],
    ['another region: free_delivery_region', 9, 'floreni', 300_000],
  ])('%s', (_behaviour, regionId, localityKey, expected) => {
    expect(freeDeliveryFrom(regionId, localityKey, THRESHOLDS)).toBe(expected);
  });

  it('is null when the zone has no threshold', () => {
    expect(freeDeliveryFrom(3, 'kishinev', { ...THRESHOLDS, free_delivery: 0 })).toBeNull();
  });
});

describe('deliveryPriceMinor properties', () => {
  const amount = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
  const prices = fc.record({ standartKishinev: amount, expressKishinev: amount, suburbs: amount, regionPrice: amount });
  const request = fc.record({
    method: fc.constantFrom(...CHECKOUT_DELIVERY_METHODS),
    regionId: fc.constantFrom(1, 3, 9, 17, 99),
    localityKey: fc.constantFrom(null, 'kishinev', 'bubueci', 'cioresku', 'balti', 'floreni'),
    type: fc.constantFrom('standart' as const, 'express' as const),
    goodsMinor: fc.integer({ min: 0, max: 10_000_000 }),
    lines: fc.array(fc.record({ prices }), { maxLength: 6 }),
    thresholds: fc.record({
      free_delivery: fc.integer({ min: 0, max: 5_000_000 }),
      free_delivery_region: fc.integer({ min: 0, max: 5_000_000 }),
      free_delivery_suburbs: fc.integer({ min: 0, max: 5_000_000 }),
    }),
  });

  it('is never negative and always whole minor units', () => {
    fc.assert(
      fc.property(request, (r) => {
        const minor = deliveryPriceMinor(r);
        expect(minor).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(minor)).toBe(true);
      }),
    );
  });

  it('is 0 for pickup', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(deliveryPriceMinor({ ...r, method: 'pickup' })).toBe(0);
      }),
    );
  });

  it('never rises when the goods are worth more', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: 10_000_000 }), (r, more) => {
        const richer = deliveryPriceMinor({ ...r, goodsMinor: r.goodsMinor + more });
        expect(richer).toBeLessThanOrEqual(deliveryPriceMinor(r));
      }),
    );
  });
});
