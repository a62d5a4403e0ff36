// "Buy in one click" on a product page: a name and a phone, the order made without the cart.
export { ONE_CLICK_DONE_MODAL, oneClick } from './model/one-click-model.ts';
export { OneClick, OneClickDone, OneClickWindows } from './ui/OneClickWindow.tsx';
