// The guest's cart as the browser keeps it under the storage key `cart` (spec section 3, "Local
// cart"): its shape and its defaults. Which line is which, and when the promo goes, live in
// local-cart-lines.ts; reading it from storage in normalise-local-cart.ts.

/** Chisinau: the default region, and the only one where express delivery exists. */
export const DEFAULT_REGION_ID = 3;

export const DELIVERY_TYPES = ['standart', 'express'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_METHODS = ['address', 'chisinau_delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * The product as the browser keeps it to draw the line without a call: the three fields the rules
 * read, plus whatever else the product call returned (title, image, price for display only; the
 * server prices the order).
 */
export interface CartProductRef {
  productId: number;
  /** The step the product is sold in (1 for pieces, 0.5 for half-kilograms). */
  multiplicity: number;
  /** Units in stock when the snapshot was taken; null when unknown. */
  stock: number | null;
  [k: string]: unknown;
}

export interface LocalCartLine {
  product: CartProductRef;
  count: number;
  /** How coffee is ground; the same product ground two ways is two lines. */
  grindingMethodId: number | null;
}

/** Money fields are integer minor units, like every amount in the project. */
export interface LocalCart {
  products: LocalCartLine[];
  deliveryPrice: number | null;
  discount: number;
  selectedDeliveryType: DeliveryType;
  deliveryMethod: DeliveryMethod;
  regionId: number;
  orderNumber: string | null;
  paymentUrl: string | null;
  trans_id: string | null;
  storeId: number | null;
  deliveryDateAndTime: string | null;
  taxPrice: number | null;
  promoCode: string | null;
  promoCodeErrors: string[];
}

/** Frozen down to its arrays: every rule returns a new cart, so no caller may change this one. */
export const EMPTY_LOCAL_CART: LocalCart = Object.freeze({
  products: Object.freeze([]) as unknown as LocalCartLine[],
  deliveryPrice: null,
  discount: 0,
  selectedDeliveryType: 'standart',
  deliveryMethod: 'address',
  regionId: DEFAULT_REGION_ID,
  orderNumber: null,
  paymentUrl: null,
  trans_id: null,
  storeId: null,
  deliveryDateAndTime: null,
  taxPrice: null,
  promoCode: null,
  promoCodeErrors: Object.freeze([]) as unknown as string[],
}) as LocalCart;

/**
 * The cart without its promo: the code was checked against contents that no longer hold. The
 * local cart's `discount` is that promo's amount, so it goes with it.
 */
export function withoutPromo(cart: LocalCart): LocalCart {
  return { ...cart, promoCode: null, promoCodeErrors: [], discount: 0 };
}
