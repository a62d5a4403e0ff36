// Orders that skip the cart (issue 19), from a product page: one-click (a name and a phone, the shop
// calls back to agree delivery and payment), pre-order (a product that is out of stock, bought at
// today's price and delivered when it arrives) and first-to-know (no order: a letter when the product
// is back). The server prices them like a cart order; the body names only the product, the count and
// the contact. Owned like the cart: the bearer's user, else the guest token.
import { z } from 'zod';

import { MAX_QUANTITY } from '@vitrina/domain';

import { cartOwnerQuery } from './cart.ts';
import { DB_INT_MAX, requiredText } from './common.ts';
import { consultationFields, newsletterFields } from './forms.ts';

const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
const count = z.number({ error: 'invalid' }).positive('invalid').max(MAX_QUANTITY, 'too_large');

/** A phone is enough: the shop calls back. An e-mail, when given, gets the confirmation letter. */
export const quickOrderContact = z.object({
  name: requiredText(100),
  phone: consultationFields.shape.phone,
  email: newsletterFields.shape.email.optional(),
});

/** POST general/v2/order/one-click and general/v2/order/pre-order (201: the order, as general/v3/order answers). */
export const quickOrderRequest = z.object({
  product_id: id,
  count: count.optional().describe("How many; the product's multiplicity when omitted"),
  contact: quickOrderContact,
  prescription_confirmed: z
    .boolean({ error: 'invalid' })
    .default(false)
    .describe('A prescription product (is_recipe) is ordered only once the shopper confirms it, as in the cart'),
  ...cartOwnerQuery.shape,
});

/** What a quick order stores as its delivery: the shop calls the shopper to agree it. */
export const QUICK_ORDER_DELIVERY = { method: 'agreed_by_phone' } as const;
export type QuickOrderRequest = z.infer<typeof quickOrderRequest>;

/** POST general/first-to-know: a letter to this address when the product is back in stock. */
export const firstToKnowRequest = z.object({
  product_id: id,
  email: newsletterFields.shape.email,
  ...cartOwnerQuery.shape,
});
export type FirstToKnowRequest = z.infer<typeof firstToKnowRequest>;

export const firstToKnowSchema = z
  .object({ product_id: z.number().int(), email: z.string(), subscribed: z.literal(true) })
  .meta({ id: 'FirstToKnow' });
