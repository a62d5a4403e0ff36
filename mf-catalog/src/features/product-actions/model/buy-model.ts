// Pressing "add to cart" on a product page. The typed quantity follows the cart's line rule
// (@vitrina/domain's buyQuantity: at least the multiplicity) and goes on the bus as an intent: the cart (another squad's remote)
// owns what follows, with prices and stock from the server. The data layer hears add_to_cart.
// A model rather than a click handler, so the hand-off to the bus is tested without a browser.
import { createEffect, createEvent, sample } from 'effector';
import { buyQuantity } from '@vitrina/domain';
import { addToCartRequested, addToQuoteRequested } from '@vitrina/events';
import { pushEcommerce } from '../../../shared/lib/data-layer.ts';
import type { DataLayerItem } from '../../../shared/lib/data-layer.ts';

export interface BuyPress {
  productId: number;
  /** What the shopper typed in the quantity field. */
  typed: number;
  /** The product's multiplicity (1 when it has none). */
  step: number;
  /** The product as analytics name it. */
  item: DataLayerItem;
  currency: string;
}

export const buyPressed = createEvent<BuyPress>();

const addToCartTrackedFx = createEffect(
  ({ item, currency, quantity }: { item: DataLayerItem; currency: string; quantity: number }) =>
    pushEcommerce('add_to_cart', currency, [{ ...item, quantity }]),
);

sample({
  clock: buyPressed,
  fn: ({ productId, typed, step }) => ({ productId, quantity: buyQuantity(typed, step) }),
  target: addToCartRequested,
});
sample({
  clock: buyPressed,
  fn: ({ item, currency, typed, step }) => ({ item, currency, quantity: buyQuantity(typed, step) }),
  target: addToCartTrackedFx,
});

/**
 * "Request a quote" on a shop whose settings offer it: the product goes on the bus, and the quote
 * cart (mf-cart-checkout) adds one multiplicity of it, as its rule says; no quantity is sent.
 */
export const quotePressed = createEvent<{ productId: number }>();
sample({ clock: quotePressed, fn: ({ productId }) => ({ productId }), target: addToQuoteRequested });
