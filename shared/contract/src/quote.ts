// Quote requests (issue 18): a business shopper sends the quote cart's lines with a contact and
// asks the shop for a price. Owned like the cart (the bearer's user, else the guest token); money in
// major units like every price of the API; each line answers with the product data it was asked with.
import { z } from 'zod';

import { cartAddRequest, cartOwnerQuery } from './cart.ts';
import { dbIdParam, freeText, requiredText } from './common.ts';
import { consultationFields, newsletterFields } from './forms.ts';

/** How many lines one request may carry. */
export const QUOTE_ITEMS_MAX = 100;
/** A target price above this is a typo, not a negotiation (and stays inside an integer of minor units). */
export const QUOTE_TARGET_PRICE_MAX = 10_000_000;

/** Major units with at most two decimals (a price the shop can write in minor units). */
const targetPrice = z
  .number({ error: 'invalid' })
  .min(0, 'invalid')
  .max(QUOTE_TARGET_PRICE_MAX, 'too_large')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'invalid');

export const quoteItemRequest = z.object({
  product_id: cartAddRequest.shape.product_id,
  // The cart's count rule: positive, at most 99999, decimals allowed (the server rounds to 3).
  count: cartAddRequest.shape.count.unwrap(),
  target_price: targetPrice.nullable().optional().describe('The price the shopper asks for one unit, major units'),
});

// The contact is checked by the forms' own field rules, so a quote's e-mail and phone read as every form's do.
export const quoteContactRequest = z.object({
  name: requiredText(100),
  email: newsletterFields.shape.email,
  phone: consultationFields.shape.phone.optional(),
});

export const quoteCreateRequest = z.object({
  items: z
    .array(quoteItemRequest, { error: 'invalid' })
    .min(1, 'required')
    .max(QUOTE_ITEMS_MAX, 'too_long')
    .describe('One line per product; a product named twice is refused'),
  contact: quoteContactRequest,
  comment: freeText(2000).optional(),
  ...cartOwnerQuery.shape,
});
export type QuoteCreateRequest = z.infer<typeof quoteCreateRequest>;

export const quoteRequestParams = z.object({ id: dbIdParam });
export const quoteOwnerQuery = cartOwnerQuery;

const money = z.number().describe('Major units of the request currency');

export const quoteLineSchema = z
  .object({
    product_id: z.number().int().nullable().describe('null once the shop deleted the product; the copy stays'),
    title: z.string().describe("The product's title when the request was made, in the request's language"),
    code: z.string(),
    count: z.number(),
    target_price: money.nullable(),
    price_at_request: money.describe("The shop's price when the request was made"),
  })
  .meta({ id: 'QuoteLine' });

export const QUOTE_STATUSES = ['new'] as const;

export const quoteRequestSchema = z
  .object({
    id: z.number().int().describe('The request number the shopper is told'),
    status: z.enum(QUOTE_STATUSES),
    currency: z.string(),
    created_at: z.string(),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    comment: z.string().nullable(),
    lines: z.array(quoteLineSchema),
  })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestLine = z.infer<typeof quoteLineSchema>;

/** Why a line was refused (field `items.<index>`): another shop's or an unknown product, or one not on sale now. */
export const QUOTE_LINE_REFUSALS = ['not_found', 'inactive', 'unavailable', 'duplicate'] as const;
export type QuoteLineRefusal = (typeof QUOTE_LINE_REFUSALS)[number];
