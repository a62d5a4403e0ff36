// The bulk order window (B2B): product codes with counts pasted into one box, checked as typed, added
// to the cart in one call; the lines the server refused stay in the box with their reasons.
export {
  $bulkFailed,
  $bulkOrder,
  $bulkPending,
  $bulkRefused,
  $bulkText,
  BULK_ORDER_MODAL,
  bulkOrderOpened,
  bulkSubmitted,
  bulkTextChanged,
} from './model/bulk-model.ts';
export { problemText, refusalText } from './lib/bulk-texts.ts';
export type { BulkText } from './lib/bulk-texts.ts';
export { BulkOrderForm } from './ui/BulkOrderForm.tsx';
export { BulkOrderButton, BulkOrderModal } from './ui/BulkOrderWindow.tsx';
