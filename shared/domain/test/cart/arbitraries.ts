// fast-check generators shared by the cart's property tests: quantities, prices and stored carts,
// including the junk browser storage can hold.
import fc from 'fast-check';

import type { LocalCart } from '../../src/cart/index.ts';
import { normaliseLocalCart } from '../../src/cart/index.ts';

/** Any number a caller could pass, NaN, infinities and -0 included. */
export const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -0, 99999, 100000, 0.0004, 0.0005));

/** A count as a normalised line holds it: thousandths up to the maximum. */
export const quantity = fc.integer({ min: 0, max: 99_999_000 }).map((thousandths) => thousandths / 1000);

/** Prices in minor units, up to a hundred thousand of the currency. */
export const priceMinor = fc.integer({ min: 0, max: 10_000_000 });

const multiplicity = fc.constantFrom(1, 0.5, 0.25, 2, 6, 0, -1, Number.NaN);
/** Stocks near the counts below, so that merges hit the cap often. */
const stock = fc.option(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(2.5)), { nil: null });
/** Mostly small counts (a few, a few halves), sometimes any quantity or junk. */
const count = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 16 }).map((halves) => halves / 2) },
  { weight: 1, arbitrary: quantity },
  { weight: 1, arbitrary: anyNumber },
);

/** A stored line: few product ids and grinding methods, so carts share lines often. */
const storedLine = fc.record({
  product: fc.record({
    productId: fc.integer({ min: 1, max: 3 }),
    multiplicity,
    stock,
    title: fc.string({ maxLength: 5 }),
  }),
  count,
  grindingMethodId: fc.constantFrom(null, 1),
});

/** A line list as storage may hold it: mostly lines, sometimes junk among them, sometimes no list. */
const storedLines = fc.oneof(
  { weight: 4, arbitrary: fc.array(storedLine, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(storedLine, fc.anything()), { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.anything() },
);

/** The fields besides the lines, sometimes right, sometimes of the wrong type. */
const otherFields = {
  deliveryPrice: fc.oneof(priceMinor, fc.anything()),
  discount: fc.oneof(priceMinor, anyNumber),
  selectedDeliveryType: fc.constantFrom('standart', 'express', 'rocket', 1),
  deliveryMethod: fc.constantFrom('address', 'chisinau_delivery', 'pickup', null),
  regionId: fc.constantFrom(3, 5, 0, '3'),
  orderNumber: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
  paymentUrl: fc.oneof(fc.constant(null), fc.webUrl(), fc.integer()),
  trans_id: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
  storeId: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 4 })),
  deliveryDateAndTime: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
  taxPrice: fc.oneof(fc.constant(null), anyNumber),
  promoCode: fc.oneof(fc.constant(null), fc.constantFrom('SPRING', 'AUTUMN')),
  promoCodeErrors: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer())), fc.anything()),
};

/** A cart as browser storage may hold it, any field missing or of the wrong type. */
export const storedCart = fc.record({ products: storedLines, ...otherFields }, { requiredKeys: [] });

/**
 * A cart as the rules keep it: readable lines (so carts share products and hit stock caps often)
 * and the other fields normalised from whatever storage held.
 */
export const localCart: fc.Arbitrary<LocalCart> = fc
  .record({ products: fc.array(storedLine, { maxLength: 6 }), ...otherFields }, { requiredKeys: ['products'] })
  .map(normaliseLocalCart);
