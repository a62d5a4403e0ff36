// Credit for the credit suites: programs written straight to the test shop's table (Iute Credit,
// 3, 6 or 12 months at 2.5 % a month, lending 1 000 to 50 000 lei, unless a test says otherwise),
// a subcategory of the shop's category, and the credit calls as the storefront makes them.
import { expect } from 'vitest';

import { errorSchema } from '@vitrina/contract';

import { categories, creditPrograms } from '../src/db/schema/index.ts';

import { post, type CartShop, type Shopper } from './cart-support.ts';

type ProgramValues = Partial<typeof creditPrograms.$inferInsert>;

export async function addProgram(shop: CartShop, values: ProgramValues = {}): Promise<number> {
  const [row] = await shop.app.db
    .insert(creditPrograms)
    .values({
      siteId: shop.siteId,
      lender: 'iute',
      lenderName: 'Iute Credit',
      title: { ro: 'Credit rapid', ru: 'Быстрый кредит', en: 'Quick credit' },
      months: [3, 6, 12],
      monthlyRateBp: 250,
      minAmountMinor: 100_000,
      maxAmountMinor: 5_000_000,
      ...values,
    })
    .returning({ id: creditPrograms.id });
  return row!.id;
}

/** A subcategory of the shop's one category. */
export async function addSubcategory(shop: CartShop): Promise<number> {
  const [row] = await shop.app.db
    .insert(categories)
    .values({ siteId: shop.siteId, parentId: shop.categoryId, title: { ro: 'Sub' }, slug: { ro: 'sub' } })
    .returning({ id: categories.id });
  return row!.id;
}

export const calculate = (shop: CartShop, body: object) => post(shop, null, '/general/v3/credits/calculate', body);

export const creditPrice = (shop: CartShop, body: object) => post(shop, null, '/calculator/credit-price', body);

export const requestCredit = (shop: CartShop, who: Shopper | null, body: object, extra = {}) =>
  post(shop, who, '/calculator/credit-request', body, extra);

type Answer = Awaited<ReturnType<CartShop['app']['inject']>>;

/** The one error shape, with its code and the fields it names. */
export function refusal(res: Answer, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const error = errorSchema.parse(res.json());
  return { code: error.code, fields: Object.keys(error.fieldErrors), fieldErrors: error.fieldErrors };
}
