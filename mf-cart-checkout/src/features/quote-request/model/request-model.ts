// Sending the quote cart to the shop (general/quote-requests): the contact and comment the shopper
// types, the send, and what came back. On 201 the request's number becomes the quote cart's orderId
// (the domain then counts 0 and a subtotal of 0); a refusal is kept for the fields and lines it names.
import { attach, createEvent, sample } from 'effector';
import { $quoteCart, quoteCartCleared, quoteSent, sendQuoteFx } from '../../../entities/quote-cart/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { quoteBody, quoteRefusalOf } from '../lib/quote-body.ts';
import type { QuoteContact, QuoteRefusal } from '../lib/quote-body.ts';

const NO_CONTACT: QuoteContact = { name: '', email: '', phone: '' };

export const $contact = cartUnits.store<QuoteContact>('quote/contact', NO_CONTACT, { serialize: 'ignore' });
export const $comment = cartUnits.store('quote/comment', '', { serialize: 'ignore' });
export const $quoteRefusal = cartUnits.store<QuoteRefusal | null>('quote/refusal', null, { serialize: 'ignore' });

export const contactChanged = createEvent<Partial<QuoteContact>>();
export const commentChanged = createEvent<string>();
/** The form was submitted (the browser checked the required fields first). */
export const quoteSubmitted = createEvent();

const sendFx = attach({ effect: sendQuoteFx });
export const $quoteSending = sendFx.pending;

$contact.on(contactChanged, (contact, change) => ({ ...contact, ...change }));
$comment.on(commentChanged, (_, text) => text).reset(sendFx.done);

sample({
  clock: quoteSubmitted,
  source: { cart: $quoteCart, contact: $contact, comment: $comment, sending: $quoteSending },
  filter: ({ cart, sending }) => !sending && cart.orderId === null && cart.items.some((item) => item.product.active),
  fn: ({ cart, contact, comment }) => quoteBody(cart, contact, comment),
  target: sendFx,
});
sample({ clock: sendFx.doneData, fn: (request) => ({ orderId: String(request.id) }), target: quoteSent });

$quoteRefusal
  .on(sendFx.fail, (_, { params, error }) =>
    error.refusal.kind === 'stopped' ? null : quoteRefusalOf(params, error.refusal),
  )
  .reset(sendFx, sendFx.done, quoteCartCleared);
