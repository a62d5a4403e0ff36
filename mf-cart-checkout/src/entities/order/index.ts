// A placed order: read by its shopper after ordering (success and payment pages).
export { checkPaymentFx, readOrderFx } from './api/order-api.ts';
export { orderIdFrom } from './lib/order-id.ts';
export { reportPurchase } from './lib/purchase.ts';
export { $order, $orderLoad, isOrderMissing, orderOpened } from './model/order-model.ts';
export type { OrderLoad } from './model/order-model.ts';
export { OrderSummary } from './ui/OrderSummary.tsx';
