// Credit on a product or an order (issue 19): the shop's lenders' programs, what a credit costs
// (general/credits, general/v3/credits/calculate, calculator/*), a credit request left with the
// shop (calculator/credit-request) and the cart ordered on credit (general/iute-credit/create-order).
// Bodies name only choices (a product, a program, a term, a count); every amount is the server's,
// from the catalogue price and @vitrina/domain's credit rule. Money is in major units.
import { z } from 'zod';

import { MAX_QUANTITY } from '@vitrina/domain';

import { DB_INT_MAX, dbIdParam, freeText, requiredText } from './common.ts';
import { consultationFields, newsletterFields } from './forms.ts';
import { orderCreateRequest, orderCreatedSchema } from './orders.ts';

/** How many products one general/credits call may name. */
export const CREDIT_PRODUCTS_MAX = 50;
/** The longest term a program may offer, in months. */
export const CREDIT_MONTHS_MAX = 120;

const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
const months = z
  .number({ error: 'invalid' })
  .int('invalid')
  .min(1, 'invalid')
  .max(CREDIT_MONTHS_MAX, 'invalid')
  .describe('One of the terms the program offers');
const count = z
  .number({ error: 'invalid' })
  .positive('invalid')
  .max(MAX_QUANTITY, 'too_large')
  .optional()
  .describe("How many units are bought on credit; the product's multiplicity when omitted");
const money = z.number().describe('Major units of the shop currency');

export const creditProgramSchema = z
  .object({
    id: z.number().int(),
    lender: z.string().describe("The lender's key, e.g. iute"),
    lender_name: z.string(),
    title: z.string().describe("In the request's language"),
    months: z.array(z.number().int()).describe('The terms offered, shortest first'),
    monthly_rate: z.number().describe('Percent a month, e.g. 2.5'),
    min_amount: money,
    max_amount: money,
  })
  .meta({ id: 'CreditProgram' });
export type CreditProgram = z.infer<typeof creditProgramSchema>;

/** GET general/credits: one product id, or the parameter repeated (`?product_ids=1&product_ids=2`). */
export const productCreditsQuery = z.object({
  product_ids: z
    .union([dbIdParam, z.array(dbIdParam).min(1).max(CREDIT_PRODUCTS_MAX)])
    .transform((ids) => [...new Set([ids].flat())]),
});
export const productCreditsResponse = z
  .array(
    z.object({
      product_id: z.number().int(),
      programs: z.array(creditProgramSchema).describe('Only the programs that lend on this product at its price'),
    }),
  )
  .describe('In the order asked; ids the shop does not sell are left out');
export type ProductCredits = z.infer<typeof productCreditsResponse>;

/** GET calculator/credit-calculator: the shop's active programs. */
export const creditProgramListResponse = z.array(creditProgramSchema);

/** POST general/v3/credits/calculate. */
export const creditCalculateRequest = z.object({ product_id: id, program_id: id, months, count });
export type CreditCalculateRequest = z.infer<typeof creditCalculateRequest>;

export const creditCalculationSchema = z
  .object({
    program_id: z.number().int(),
    months: z.number().int(),
    currency: z.string(),
    price: money.describe('The amount lent: the catalogue price times the count'),
    monthly_payment: money.describe('Every payment but the last'),
    last_payment: money.describe('The payment that clears the balance (at most monthly_payment)'),
    total: money.describe('All payments together'),
    overpayment: money.describe('total - price'),
  })
  .meta({ id: 'CreditCalculation' });
export type CreditCalculation = z.infer<typeof creditCalculationSchema>;

/** POST calculator/credit-price: "from X a month" on a product card. */
export const creditPriceRequest = z.object({ product_id: id, count });
export const creditPriceSchema = z
  .object({
    product_id: z.number().int(),
    currency: z.string(),
    price: money.describe('The amount lent: the catalogue price times the count'),
    monthly_payment: money
      .nullable()
      .describe('The lowest monthly payment of the programs that apply; null: none does'),
    program_id: z.number().int().nullable(),
    months: z.number().int().nullable(),
  })
  .meta({ id: 'CreditPrice' });
export type CreditPrice = z.infer<typeof creditPriceSchema>;

/** GET calculator/filials: where a credit can be arranged (the shop's stores). */
export const filialSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    hours: z
      .array(z.object({ opens: z.string(), closes: z.string() }).nullable())
      .describe('Seven days, Monday first; null: closed that day'),
  })
  .meta({ id: 'Filial' });
export const filialListResponse = z.array(filialSchema);
export type Filial = z.infer<typeof filialSchema>;

/** POST calculator/credit-request: a request the shop's credit manager calls back about. */
export const creditRequestContact = z.object({
  name: requiredText(100),
  phone: consultationFields.shape.phone,
  email: newsletterFields.shape.email.optional(),
});
export const creditRequestRequest = z.object({
  product_id: id,
  program_id: id,
  months,
  count,
  contact: creditRequestContact,
  filial_id: id.optional().describe('The store (calculator/filials) the shopper will come to'),
  comment: freeText(1000).optional(),
});
export type CreditRequestRequest = z.infer<typeof creditRequestRequest>;

export const CREDIT_REQUEST_STATUSES = ['received', 'approved', 'declined'] as const;
export const creditRequestCreatedSchema = z
  .object({
    id: z.number().int(),
    status: z.literal('received'),
    monthly_payment: money,
    total: money,
  })
  .meta({ id: 'CreditRequestCreated' });
export type CreditRequestCreated = z.infer<typeof creditRequestCreatedSchema>;

/** POST general/iute-credit/create-order: the general/v3/order body, paid on credit. */
export const creditOrderRequest = orderCreateRequest.omit({ payment_method: true }).extend({
  payment_method: z.literal('credit', { error: 'invalid' }).optional().describe('Always credit; may be left out'),
  program_id: id,
  months,
});
export type CreditOrderRequest = z.infer<typeof creditOrderRequest>;

/** The credit terms an order was placed with, as the server computed them for its total. */
export const orderCreditSchema = z
  .object({
    program_id: z.number().int().nullable().describe('null once the shop deleted the program; the terms stay'),
    lender: z.string(),
    months: z.number().int(),
    monthly_rate: z.number().describe('Percent a month'),
    price: money.describe("The amount lent: the order's total"),
    monthly_payment: money,
    last_payment: money,
    total: money,
    overpayment: money,
  })
  .meta({ id: 'OrderCredit' });
export type OrderCredit = z.infer<typeof orderCreditSchema>;

/** 201: the order as general/v3/order answers it (result.payUrl is null), with its credit terms. */
export const creditOrderCreatedSchema = orderCreatedSchema.extend({ credit: orderCreditSchema });
export type CreditOrderCreated = z.infer<typeof creditOrderCreatedSchema>;
