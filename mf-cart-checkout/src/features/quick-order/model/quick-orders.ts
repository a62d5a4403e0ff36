// The product page's orders without the cart (shared/lib/quick-order.ts), each with its own call:
// - "Buy in one click" (spec: one-click success), beside the buy button of a product in stock: the
//   shop calls back to agree the delivery and the payment. The server takes the stock with no oversell.
// - "Pre-order" (spec: preorder success), instead of the buy button of a product out of stock: bought
//   at today's price and delivered when it arrives. The server refuses it (409 in_stock) for a product
//   in stock, and takes no stock. A pre-order is an order too: the data layer hears its `purchase`.
import { reportPurchase } from '../../../entities/order/index.ts';
import { createQuickOrder } from '../../../shared/lib/quick-order.ts';

export const ONE_CLICK_DONE_MODAL = 'cart:one-click-done';
export const PRE_ORDER_DONE_MODAL = 'cart:pre-order-done';

export const oneClick = createQuickOrder({
  name: 'one-click',
  path: 'general/v2/order/one-click',
  doneModal: ONE_CLICK_DONE_MODAL,
  report: reportPurchase,
});

export const preOrder = createQuickOrder({
  name: 'pre-order',
  path: 'general/v2/order/pre-order',
  doneModal: PRE_ORDER_DONE_MODAL,
  report: reportPurchase,
});
