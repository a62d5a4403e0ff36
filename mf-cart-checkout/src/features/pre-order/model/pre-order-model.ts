// "Pre-order" (spec: preorder success), instead of the buy button of a product out of stock: bought
// at today's price and delivered when it arrives. The server refuses it (409 in_stock) for a product
// in stock, and takes no stock. A pre-order is an order too: the data layer hears its `purchase`.
import { reportPurchase } from '../../../entities/order/index.ts';
import { createQuickOrder } from '../../../shared/lib/quick-order.ts';

export const PRE_ORDER_DONE_MODAL = 'cart:pre-order-done';

export const preOrder = createQuickOrder({
  name: 'pre-order',
  path: 'general/v2/order/pre-order',
  doneModal: PRE_ORDER_DONE_MODAL,
  report: reportPurchase,
});
