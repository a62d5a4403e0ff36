// The contact part of the checkout: who orders (filled in from a signed-in shopper's profile), for
// which of their companies, and their comment.
export { $phoneMask } from './model/prefill-model.ts';
export { contactPrefill } from './lib/prefill.ts';
export { ContactFields } from './ui/ContactFields.tsx';
export { OrderNotes } from './ui/OrderNotes.tsx';
