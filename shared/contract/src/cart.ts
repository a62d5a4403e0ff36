// Server cart calls (general/cart/*, promo-code/update_prices, order/preview-promo) and the product
// checks next to them (product_checkout_status, product-availability, associated-products). The
// cart's owner is the bearer's user, or a guest's anonymous user_token sent as `no_user_id` (the
// body of a POST, the query of a GET) or as the gateway's X-Guest-Token header. Money is in major
// units, as every price of the API; the server computes all of it from minor units.
import { z } from 'zod';

import { BULK_CODE_MAX_LENGTH, BULK_ORDER_MAX_CODES, MAX_QUANTITY } from '@vitrina/domain';

import { DB_INT_MAX, dbIdList, dbIdParam, dbText, siteHeadersSchema } from './common.ts';
import { productCardSchema } from './catalog.ts';

/** A guest's user_token as the gateway mints it (URL-safe base64 characters). */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const guestToken = z
  .string({ error: 'invalid' })
  .regex(GUEST_TOKEN_PATTERN, 'invalid')
  .describe("A guest's anonymous user_token (the spec's browser id)");

/** How many products one call may name. */
export const CART_IDS_MAX = 200;

/** An id in a JSON body, with the field codes the other shopper calls use. */
const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
const ids = z.array(id, { error: 'invalid' }).min(1, 'required').max(CART_IDS_MAX, 'too_long');
/** A count as typed: up to 99999, decimals allowed (goods sold by weight); the server rounds to 3. */
const count = z.number({ error: 'invalid' }).positive('invalid').max(MAX_QUANTITY, 'too_large');

const owner = { no_user_id: guestToken.optional() };

/** The site headers plus the guest token the gateway's /api proxy adds from the HttpOnly cookie. */
export const cartHeadersSchema = siteHeadersSchema.extend({
  'x-guest-token': guestToken.optional().describe('The guest token, when no_user_id is not sent'),
});

export const cartAddRequest = z.object({
  product_id: id,
  count: count.optional().describe("How many to add; the product's multiplicity when omitted"),
  ...owner,
});
export const cartReduceRequest = z.object({
  product_id: id,
  count: count.optional().describe("How many to take off; the product's multiplicity when omitted"),
  ...owner,
});
export const cartRemoveRequest = z.object({ product_ids: ids, ...owner });
export const cartSetLoyaltyRequest = z.object({
  product_id: id,
  active: z.boolean({ error: 'invalid' }).describe('true: this line is paid with loyalty points'),
  ...owner,
});
export const cartMergeRequest = z.object({
  no_user_id: guestToken.optional().describe('The guest cart to take; X-Guest-Token names it when omitted'),
});
export const cartOwnerQuery = z.object(owner);

/** A product's code as the shop prints it (a bulk order names products by code, not by id). */
const productCode = dbText('invalid', z.string({ error: 'invalid' }))
  .trim()
  .min(1, 'required')
  .max(BULK_CODE_MAX_LENGTH, 'too_long');
export const cartBulkAddRequest = z.object({
  items: z
    .array(
      z.object({
        code: productCode,
        count: count.optional().describe("How many to add; the product's multiplicity when omitted"),
      }),
      { error: 'invalid' },
    )
    .min(1, 'required')
    .max(BULK_ORDER_MAX_CODES, 'too_long')
    .describe('Added in this order; a code named twice is added twice'),
  ...owner,
});

export const CART_DELIVERIES = ['home', 'pickup'] as const;
export const cartValidateQuery = z.object({
  ...owner,
  prescription_confirmed: dbIdList('must be comma-separated product ids')
    .optional()
    .describe('Products whose prescription the shopper confirmed (is_recipe lines need it)'),
  delivery: z.enum(CART_DELIVERIES).default('home').describe('pickup: products without home delivery are no error'),
});

const money = z.number().describe('Major units of the site currency');
const promoFields = {
  priceWithDiscount: money.optional().describe('After a promo: the unit price with its discount'),
  discountAmount: money.optional().describe('After a promo: the discount on one unit'),
  discountPercentage: z.number().int().optional().describe('After a promo: the discount in percent of the price'),
};

export const cartProductSchema = z
  .object({
    id: z.number().int().describe('The product id (a cart has one line per product)'),
    product_id: z.number().int(),
    title: z.string(),
    code: z.string(),
    url: z.string(),
    img: z.string(),
    price: money,
    old_price: money.nullable(),
    count: z.number(),
    multiplicity: z.number(),
    stock: z.number(),
    home_delivery: z.boolean(),
    card_payment_available: z.boolean(),
    is_recipe: z.boolean().describe('Needs the prescription confirmed before ordering'),
    is_loyalty_active: z.boolean().describe('May be paid with loyalty points'),
    loyalty_checked: z.boolean(),
    loyalty_give: z.number().int().describe('Points one unit earns'),
    active: z.boolean(),
    available: z.boolean(),
    has_associated_products: z
      .boolean()
      .describe('The shop offers other products with this one: adding it opens the associated-products window'),
    ...promoFields,
  })
  .meta({ id: 'CartProduct' });

export const cartSchema = z
  .object({
    total_count: z.number().describe('Units in the cart'),
    total_discount: money.describe('Saved on old prices, plus the promo discount'),
    total_price: money.describe("The goods at today's prices, after the applied promo"),
    loyalty_give: z.number().int().describe('Points the cart earns'),
    currency: z.string(),
    promo_code: z.string().nullable().describe('The promo code applied to the cart, if any'),
    products: z.array(cartProductSchema),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;
export type CartProduct = z.infer<typeof cartProductSchema>;

/** Why bulk-add left a line out. */
export const CART_BULK_REFUSALS = ['unknown_code', 'unavailable', 'over_stock'] as const;
export const cartBulkAddAnswer = z
  .object({
    cart: cartSchema.describe('The whole cart after the lines that could be added were'),
    refused: z
      .array(
        z.object({
          code: z.string(),
          reason: z
            .enum(CART_BULK_REFUSALS)
            .describe('unknown_code: the shop has no such product; over_stock: the line would pass the stock'),
          limit: z.number().optional().describe('over_stock: how many the shop has in stock'),
        }),
      )
      .describe('The lines left out, in the order sent; the cart is as if they had not been'),
  })
  .meta({ id: 'CartBulkAdd' });
export type CartBulkAdd = z.infer<typeof cartBulkAddAnswer>;
export type CartBulkRefusal = CartBulkAdd['refused'][number];

/** fetch-all: the spec's client reads the first element. */
export const cartListResponse = z.array(cartSchema).meta({ id: 'CartList' });

export const cartValidResponse = z.object({ valid: z.literal(true) }).meta({ id: 'CartValid' });

const promoCode = dbText('invalid', z.string({ error: 'invalid' }))
  .trim()
  .min(1, 'required')
  .max(64, 'too_long');

export const promoApplyRequest = z.object({
  code: promoCode,
  loyalty_products: z
    .array(id, { error: 'invalid' })
    .max(CART_IDS_MAX, 'too_long')
    .optional()
    .describe("Accepted for the spec's client; the cart's own loyalty_checked lines are what count"),
  ...owner,
});
export const promoPreviewRequest = z.object({
  promo_code: promoCode,
  products: z
    .array(z.object({ product_id: id, count }), { error: 'invalid' })
    .min(1, 'required')
    .max(CART_IDS_MAX, 'too_long'),
  payment_type: dbText('invalid', z.string({ error: 'invalid' }))
    .max(50, 'too_long')
    .optional(),
  ...owner,
});

export const promoResultSchema = z
  .object({
    status: z.enum(['applied', 'preview']).describe('applied: the cart holds a use of the code'),
    type: z.enum(['general', 'product']),
    promo_value: z.number().describe('A percent, or major units'),
    promo_value_type: z.enum(['percent', 'value']),
    products: z.array(cartProductSchema),
    general_price: money.describe('The goods after the promo'),
    promo_code: z.string(),
  })
  .meta({ id: 'PromoResult' });
export type PromoResult = z.infer<typeof promoResultSchema>;

/** One product id, or the same parameter repeated (`?productIds=1&productIds=2`). */
export const checkoutStatusQuery = z.object({
  productIds: z.union([dbIdParam, z.array(dbIdParam).min(1).max(CART_IDS_MAX)]),
});
export const productAvailabilityRequest = z.object({ products: ids });
export const productStatusSchema = z
  .object({
    id: z.number().int(),
    active: z.boolean(),
    available: z.boolean(),
    stock: z.number(),
    home_delivery: z.boolean(),
    card_payment_available: z.boolean(),
  })
  .meta({ id: 'ProductStatus' });
export const productStatusListResponse = z
  .array(productStatusSchema)
  .describe('Ids the shop does not have are left out');

export const associatedQuery = z.object({ product_id: dbIdParam });
export const associatedV2Query = z.object({
  product_ids: dbIdList('must be comma-separated product ids').refine((list) => list.length <= 50, 'at most 50 ids'),
});
export const associatedResponse = z.array(productCardSchema);
