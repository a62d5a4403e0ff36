// What the quote form sends and how a refusal reads back: only active lines go (an inactive one
// would be refused), counts and target prices as the cart holds them, empty optional fields left
// out; the API's field errors name lines by their index in what was sent, mapped back to products.
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import type { CallRefusal } from '../../../shared/api/cart-call.ts';
import type { QuoteSend, ShopQuoteCart } from '../../../entities/quote-cart/index.ts';

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
}

export function quoteBody(cart: ShopQuoteCart, contact: QuoteContact, comment: string): QuoteSend {
  const items = cart.items
    .filter((item) => item.product.active)
    .map(({ product, count }) => ({ product_id: product.productId, count, target_price: product.target_price }));
  const phone = contact.phone.trim();
  return {
    items,
    contact: { name: contact.name.trim(), email: contact.email.trim(), ...(phone ? { phone } : {}) },
    ...(comment.trim() ? { comment: comment.trim() } : {}),
  };
}

/** A refusal as the page shows it: codes per contact field (`name`, `email`, `phone`, `comment`), per product, or a failure. */
export interface QuoteRefusal {
  fields: FieldErrors;
  lines: Record<number, string[]>;
  failed: boolean;
}

const LINE_KEY = /^items\.(\d+)(?:\.\w+)?$/;

export function quoteRefusalOf(sent: QuoteSend, refusal: CallRefusal): QuoteRefusal {
  if (refusal.kind !== 'rejected') return { fields: {}, lines: {}, failed: true };
  const fields: FieldErrors = {};
  const lines: Record<number, string[]> = {};
  for (const [key, codes] of Object.entries(refusal.fieldErrors)) {
    const index = LINE_KEY.exec(key)?.[1];
    const productId = index === undefined ? undefined : sent.items[Number(index)]?.product_id;
    if (productId !== undefined) lines[productId] = [...(lines[productId] ?? []), ...codes];
    else fields[key.replace(/^contact\./, '')] = codes;
  }
  // A refusal that names nothing the page can mark is shown as a failure of the whole request.
  const named = Object.keys(fields).length + Object.keys(lines).length > 0;
  return { fields, lines, failed: !named };
}
