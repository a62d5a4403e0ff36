// The cart's lines as the browser keeps them under the storage key `cart` (spec, section 3 "Local
// cart"), in @vitrina/domain's shape: written after every answer of the server, read when a page
// starts, so the header's count is right before the first answer comes. The server's cart stays
// the truth; the copy holds no prices to pay.
import type { Cart } from '@vitrina/contract';
import { cartCount, normaliseLocalCart } from '@vitrina/domain';
import type { LocalCart, LocalCartLine } from '@vitrina/domain';

export const CART_STORAGE_KEY = 'cart';

function lineOf(product: Cart['products'][number]): LocalCartLine {
  const { product_id, multiplicity, stock, title, url, img } = product;
  return {
    product: { productId: product_id, multiplicity, stock, title, url, img },
    count: product.count,
    grindingMethodId: null,
  };
}

/**
 * The stored cart with the server's lines and promo code; its other fields (delivery choices the
 * checkout keeps there) stay as they were. No cart (a reset) empties the lines.
 */
export function mirrorOf(stored: unknown, cart: Cart | null): LocalCart {
  const kept = normaliseLocalCart(stored);
  return normaliseLocalCart({
    ...kept,
    products: cart ? cart.products.map(lineOf) : [],
    promoCode: cart?.promo_code ?? null,
    promoCodeErrors: [],
  });
}

/** The header's count: lines, not units (see the domain's cartCount). */
export function countOf(cart: Cart | null): number {
  return cartCount(mirrorOf(undefined, cart));
}

/** The count storage remembers, whatever it holds. */
export function storedCount(stored: unknown): number {
  return cartCount(normaliseLocalCart(stored));
}
