// "Buy in one click" (spec: one-click success), beside the buy button of a product in stock: the
// shop calls back to agree the delivery and the payment. The server takes the stock with no oversell.
import { reportPurchase } from '../../../entities/order/index.ts';
import { createQuickOrder } from '../../../shared/lib/quick-order.ts';

export const ONE_CLICK_DONE_MODAL = 'cart:one-click-done';

export const oneClick = createQuickOrder({
  name: 'one-click',
  path: 'general/v2/order/one-click',
  doneModal: ONE_CLICK_DONE_MODAL,
  report: reportPurchase,
});
