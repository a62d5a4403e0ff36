// Acts (issue 19): the delivery/acceptance statement a company buyer gets for every order placed for
// one of their companies once it is paid or completed (base/act-view). An act is issued once, with
// a number of its own in the shop's sequence, the date it was issued and the company's name at that
// moment; its lines are the order's lines as they were sold. Only the company's owner finds it.
import { z } from 'zod';

import { dbIdParam, freeText, pageQuery } from './common.ts';
import { orderLineSchema } from './orders.ts';

/** Acts per page, as the order list. */
export const ACTS_PAGE_SIZE = 10;

const day = z.iso.date({ error: 'invalid' });
const money = z.number().describe('Major units of the order currency');

export const actListQuery = z.object({
  page: pageQuery,
  company_id: dbIdParam.optional().describe("One of the caller's companies; another's is a 404"),
  start_date: day.optional().describe('Applied only together with end_date (spec 5)'),
  end_date: day.optional().describe('Included; applied only together with start_date'),
  timestamp: freeText(32).optional().describe('Cache-busting; ignored'),
});
export type ActListQuery = z.infer<typeof actListQuery>;

export const actSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe("The shop's act number, e.g. A-000042"),
    date: z.string().describe('ISO date (UTC) the act was issued: when its order was paid or completed'),
    company_id: z.number().int(),
    company_name: z.string().describe('As it was when the act was issued'),
    order_id: z.number().int(),
    currency: z.string(),
    total: money,
  })
  .meta({ id: 'Act' });
export type Act = z.infer<typeof actSchema>;

export const actListSchema = z
  .object({
    data: z.array(actSchema).describe('Newest first'),
    totalCount: z.number().int(),
    pages: z.number().int().describe(`${ACTS_PAGE_SIZE} per page`),
  })
  .meta({ id: 'ActList' });
export type ActList = z.infer<typeof actListSchema>;

export const actParams = z.object({ id: dbIdParam });

/** One act with the order's sums and lines, as sold. */
export const actDetailSchema = actSchema
  .extend({
    goods: money,
    discount: money,
    delivery_price: money,
    lines: z.array(orderLineSchema),
  })
  .meta({ id: 'ActDetail' });
export type ActDetail = z.infer<typeof actDetailSchema>;
