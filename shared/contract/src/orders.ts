// Orders (issue 19): the cart made an order (general/v3/order and its older name
// general/v2/order/create-order), a shopper's order history and one order. The server takes only the
// choices from the body (contact, delivery, payment, the prescriptions confirmed); every price,
// discount, delivery price and total is computed from the database, and a price or total in the
// body is never read. Owned like the cart: the bearer's user, else the guest token.
import { z } from 'zod';

import { CHECKOUT_DELIVERY_METHODS, DELIVERY_TYPES } from '@vitrina/domain';

import { cartOwnerQuery } from './cart.ts';
import { DB_INT_MAX, dbIdParam, freeText, pageQuery, requiredText } from './common.ts';
import { CARRIER_DELIVERY_TYPES } from './delivery.ts';
import { consultationFields, newsletterFields } from './forms.ts';

export const ORDER_KINDS = ['cart', 'one_click', 'pre_order'] as const;
/** `credit`: only through general/iute-credit/create-order, which keeps the credit terms with the order. */
export const PAYMENT_METHODS = ['cash', 'card_on_delivery', 'online', 'credit'] as const;
export const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'completed'] as const;
/** An Idempotency-Key: the client's own random id of one press of "order". */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalid' });

export const orderContact = z.object({
  name: requiredText(100),
  email: newsletterFields.shape.email,
  phone: consultationFields.shape.phone,
});

export const orderDelivery = z.object({
  method: choice(CHECKOUT_DELIVERY_METHODS),
  /** Pickup: the shop's store. */
  store_id: id.optional(),
  /** Address: where (spec: default region 3, Chisinau), and standart or express. */
  region_id: id.optional(),
  locality_id: id.optional(),
  delivery_type: choice(DELIVERY_TYPES).default('standart'),
  /** One of the shopper's saved addresses, or the address typed at checkout. */
  shipping_address_id: id.optional(),
  address: z
    .object({
      street_id: id.optional(),
      street: freeText(200).optional(),
      /** A sector of the locality (base/sector), where the city has them. */
      sector_id: id.optional(),
      building: requiredText(20),
      apartment: freeText(20).optional(),
      note: freeText(500).optional(),
    })
    .optional(),
  /** Carrier: the parcel carrier's branch or post machine (its own references). */
  carrier: z
    .object({
      type: choice(CARRIER_DELIVERY_TYPES),
      city_ref_id: requiredText(64),
      warehouse_ref_id: freeText(64).optional(),
      postmachine_ref_id: freeText(64).optional(),
    })
    .optional(),
  /** The slot chosen (general/delivery-time), as the store offered it. */
  date: z.iso.date({ error: 'invalid' }).optional(),
  time: freeText(20).optional(),
});

export const orderCreateRequest = z.object({
  contact: orderContact,
  delivery: orderDelivery,
  payment_method: choice(PAYMENT_METHODS),
  /** The prescription products the shopper confirmed on this page (spec: confirmations are not kept). */
  prescription_confirmed: z.array(id, { error: 'invalid' }).max(200, 'too_long').default([]),
  company_id: id.optional(),
  comment: freeText(1000).optional(),
  ...cartOwnerQuery.shape,
});
export type OrderCreateRequest = z.infer<typeof orderCreateRequest>;

export const orderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY, 'invalid')
    .optional()
    .describe('One id per press of "order": the same key and body create one order, another body answers 422'),
});

const money = z.number().describe('Major units of the order currency');

export const orderLineSchema = z.object({
  product_id: z.number().int().nullable().describe('null once the shop deleted the product; the copy stays'),
  code: z.string(),
  title: z.string().describe('As it was sold, in the language of the order'),
  count: z.number(),
  price: money.describe('One unit, as sold'),
  discount: money.describe("The promo's discount on one unit"),
  total: money,
});

/**
 * What the shopper saw of the delivery, named when the order was placed in the order's language (a
 * later rename of a store or a street never rewrites it): the store, the place of an address (a saved
 * address's street and building too), the carrier's city and branch or post machine. A name the order
 * has none for is left out; orders placed before it was kept have none.
 */
export const orderDeliveryNamesSchema = z
  .object({
    store_name: z.string(),
    store_address: z.string(),
    region: z.string(),
    locality: z.string(),
    sector: z.string(),
    street: z.string(),
    building: z.string(),
    apartment: z.string(),
    carrier_city: z.string(),
    carrier_point_number: z.string().describe('The branch or post machine number'),
    carrier_point: z.string().describe('Its address, as the carrier describes it'),
  })
  .partial()
  .meta({ id: 'OrderDeliveryNames' });
export type OrderDeliveryNames = z.infer<typeof orderDeliveryNamesSchema>;

export const orderSchema = z
  .object({
    id: z.number().int(),
    status: choice(ORDER_STATUSES),
    kind: choice(ORDER_KINDS),
    payment_method: choice(PAYMENT_METHODS),
    currency: z.string(),
    goods: money,
    discount: money,
    delivery_price: money,
    total: money,
    promo_code: z.string().nullable(),
    contact: z.object({
      name: z.string(),
      email: z.string().optional().describe('Absent on a one-click or pre-order placed with a phone only'),
      phone: z.string(),
    }),
    delivery: z
      .record(z.string(), z.unknown())
      .describe('The delivery as chosen; `{ method: "agreed_by_phone" }` on a one-click or pre-order'),
    delivery_names: orderDeliveryNamesSchema.optional(),
    company: z
      .object({
        id: z.number().int().nullable().describe('null once the company was deleted; its name stays'),
        name: z.string().describe('As it was named when the order was placed'),
      })
      .optional()
      .describe('The company the order was placed for; absent for a personal order'),
    comment: z.string().nullable(),
    created_at: z.string(),
    lines: z.array(orderLineSchema),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** 201: the order, and where to pay it when it is paid online (spec: result.payUrl). */
export const orderCreatedSchema = orderSchema.extend({
  result: z.object({ payUrl: z.string().nullable() }),
});

export const orderListQuery = z.object({
  page: pageQuery,
  search: freeText(100).optional().describe('An order number, or a word of a product title'),
  status: choice(ORDER_STATUSES).optional(),
  start_date: z.iso.date({ error: 'invalid' }).optional(),
  end_date: z.iso.date({ error: 'invalid' }).optional(),
  company_id: dbIdParam.optional(),
  timestamp: freeText(32).optional().describe('Cache-busting; ignored'),
  ...cartOwnerQuery.shape,
});

export const orderListSchema = z.object({
  data: z.array(orderSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
});

export const orderParams = z.object({ id: dbIdParam });

/** check-payment-status: where the order's payment stands, and where to pay (again) while it is unpaid. */
export const orderPaymentStatusSchema = z
  .object({
    status: choice(ORDER_STATUSES),
    payUrl: z.string().nullable().describe('The payment page while the order still waits for its money; else null'),
  })
  .meta({ id: 'OrderPaymentStatus' });
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * general/cart/create-reservation: whether the caller's cart could be ordered now (204), else the
 * refusal general/v3/order would give. `promo_code`: the code the page shows applied, which the cart
 * must still hold. The checkout's choices, when sent, are checked as the order checks them.
 */
export const reservationRequest = z.object({
  promo_code: freeText(64).optional(),
  delivery_method: choice(CHECKOUT_DELIVERY_METHODS).optional().describe('Checks home delivery unless pickup'),
  prescription_confirmed: z
    .array(id, { error: 'invalid' })
    .max(200, 'too_long')
    .optional()
    .describe('When sent, every prescription product must be among them'),
  ...cartOwnerQuery.shape,
});
export type ReservationRequest = z.infer<typeof reservationRequest>;
