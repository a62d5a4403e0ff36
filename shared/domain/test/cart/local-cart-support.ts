// Builders for the local cart tests: a product snapshot, a line, a cart holding lines.
import type { CartProductRef, LocalCart, LocalCartLine } from '../../src/cart/index.ts';
import { EMPTY_LOCAL_CART } from '../../src/cart/index.ts';

export const product = (productId: number, overrides: Partial<CartProductRef> = {}): CartProductRef => ({
  productId,
  multiplicity: 1,
  stock: null,
  title: `Product ${productId}`,
  ...overrides,
});

export const line = (item: CartProductRef, count: number, grindingMethodId: number | null = null): LocalCartLine => ({
  product: item,
  count,
  grindingMethodId,
});

/** A cart with these lines and, unless told otherwise, an applied promo code. */
export const cartWith = (lines: LocalCartLine[], overrides: Partial<LocalCart> = {}): LocalCart => ({
  ...EMPTY_LOCAL_CART,
  products: lines,
  promoCode: 'SPRING',
  promoCodeErrors: ['one product is excluded'],
  discount: 250,
  ...overrides,
});

/** What a shopper sees of the lines: product, grinding method, count. */
export const linesOf = (cart: LocalCart) =>
  cart.products.map(({ product: item, count, grindingMethodId }) => [item.productId, grindingMethodId, count]);

export const promoOf = (cart: LocalCart) => ({
  promoCode: cart.promoCode,
  promoCodeErrors: cart.promoCodeErrors,
  discount: cart.discount,
});
export const NO_PROMO = { promoCode: null, promoCodeErrors: [], discount: 0 };
export const SOME_PROMO = { promoCode: 'SPRING', promoCodeErrors: ['one product is excluded'], discount: 250 };
