// The data layer's `begin_checkout` (GA4 ecommerce): the cart's lines and sums as the server priced
// them, with the applied promo as the coupon. Browser only.
import type { Cart } from '@vitrina/contract';
import { dataLayerItem } from '../../../entities/cart/index.ts';

export function pushBeginCheckout(cart: Cart): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4 asks to clear the previous ecommerce object first so values do not merge.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'begin_checkout',
    ecommerce: {
      currency: cart.currency,
      value: cart.total_price,
      ...(cart.promo_code ? { coupon: cart.promo_code } : {}),
      items: cart.products.map((line) => dataLayerItem(line, line.count)),
    },
  });
}
