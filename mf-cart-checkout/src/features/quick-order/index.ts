// A product page's orders without the cart: "buy in one click" (a name and a phone, the product in
// stock) and "pre-order" (ordered at today's price, delivered when it arrives), one window each.
export { ONE_CLICK_DONE_MODAL, oneClick, PRE_ORDER_DONE_MODAL, preOrder } from './model/quick-orders.ts';
export {
  OneClick,
  OneClickDone,
  OneClickWindows,
  PreOrder,
  PreOrderDone,
  PreOrderWindows,
} from './ui/QuickOrderWindows.tsx';
