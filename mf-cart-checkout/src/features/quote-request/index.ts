// Sending the quote cart: the contact form, the call, and the refusals it shows at fields and lines.
export {
  $comment,
  $contact,
  $quoteRefusal,
  $quoteSending,
  commentChanged,
  contactChanged,
  quoteSubmitted,
} from './model/request-model.ts';
export { quoteBody, quoteRefusalOf } from './lib/quote-body.ts';
export type { QuoteContact, QuoteRefusal } from './lib/quote-body.ts';
export { QuoteForm } from './ui/QuoteForm.tsx';
export { refusalTextKey as quoteRefusalTextKey } from './lib/refusal-texts.ts';
