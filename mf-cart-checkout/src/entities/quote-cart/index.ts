// The quote cart (spec, section 4): its lines in local storage, the domain's rules that change them,
// the refresh that marks products the shop no longer sells, and the calls it makes.
export {
  $quoteCart,
  quoteCartCleared,
  quoteCartRestored,
  quoteCountSet,
  quoteItemsAdded,
  quoteRefreshRequested,
  quoteSent,
  quoteTargetPriceSet,
} from './model/quote-model.ts';
export { loadQuoteCardsFx, sendQuoteFx } from './api/quote-api.ts';
export type { QuoteSend } from './api/quote-api.ts';
export { EMPTY_QUOTE, QUOTE_STORAGE_KEY, quoteProductOf } from './lib/quote-lines.ts';
export type { ProductCard, QuoteItem, QuoteItemProduct, ShopQuoteCart } from './lib/quote-lines.ts';
export { storedQuoteCart } from './lib/stored-quote.ts';
