// "Pre-order" on the page of a product out of stock: ordered at today's price, delivered when it arrives.
export { PRE_ORDER_DONE_MODAL, preOrder } from './model/pre-order-model.ts';
export { PreOrder, PreOrderDone, PreOrderWindows } from './ui/PreOrderWindow.tsx';
