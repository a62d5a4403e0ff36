// Adding to the quote cart from any page: the bus's "Request a quote" presses, taken as they come
// (and those made before the remote arrived, when the cart widget starts), with a notice.
export { $quoteAdding } from './model/intake-model.ts';
