// A shopper's placed order (and its act) as the cabinet shows them: loaded by id, their words (status,
// payment method, delivery), dates and lines, and how a page says one is not the shopper's.
export { checkPaymentFx } from './api/order-api.ts';
export { deliveryFacts } from './lib/delivery.ts';
export type { DeliveryFact } from './lib/delivery.ts';
export { dayOf, momentOf, quantityOf } from './lib/format.ts';
export { isMissing, reportNotFound, useNotFoundReport } from './lib/not-found.ts';
export { recordIdFrom } from './lib/order-id.ts';
export { createRecordLoad } from './model/record-load.ts';
export type { RecordFailure } from './model/record-load.ts';
export { awaitsPayment, ORDER_STATUS_TEXTS, ORDER_STATUSES, PAYMENT_METHOD_TEXTS } from './lib/statuses.ts';
export { LinesTable } from './ui/LinesTable.tsx';
export type { SoldLine } from './ui/LinesTable.tsx';
export { OrderStatus } from './ui/OrderStatus.tsx';
export { useRecordPage } from './ui/use-record-page.ts';
export type { RecordPageTitles, RecordPageUnits } from './ui/use-record-page.ts';
