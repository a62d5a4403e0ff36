// The credit window's other calls: the shop's programs (calculator/credit-calculator), where a credit
// is arranged (calculator/filials), "from X a month" on a product card (calculator/credit-price), and
// the demo shops' seeded programs, which the shop settings' `credits` list.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  creditPriceSchema,
  creditProgramListResponse,
  filialListResponse,
  globalSettingsSchema,
  productCreditsResponse,
  type CreditProgram,
} from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { stores } from '../src/db/schema/index.ts';
import { site } from './app.ts';
import { addProduct, buildCartShop, get } from './cart-support.ts';
import { addProgram, creditPrice, refusal } from './credit-support.ts';

const shop = await buildCartShop();
const { app } = shop;

describe("the shop's programs (calculator/credit-calculator)", () => {
  it('lists the active programs in the shop’s order, and no other shop’s', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const second = await addProgram(fresh, { position: 2, months: [24, 6, 12] });
    const first = await addProgram(fresh, { position: 1, lender: 'maib', lenderName: 'maib' });
    await addProgram(fresh, { position: 0, active: false });
    await addProgram(shop);
    const res = await get(fresh, null, '/calculator/credit-calculator');
    expect(res.statusCode, res.body).toBe(200);
    const programs = creditProgramListResponse.parse(res.json());
    expect(programs.map((program) => [program.id, program.lender, program.months])).toEqual([
      [first, 'maib', [3, 6, 12]],
      [second, 'iute', [6, 12, 24]],
    ]);
  });
});

describe('where a credit is arranged (calculator/filials)', () => {
  it("lists the shop's stores with their address and hours, in the request's language", async () => {
    const fresh = await buildCartShop(shop.ctx);
    const hours = [...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '18:00' })), null];
    const [row] = await app.db
      .insert(stores)
      .values({
        siteId: fresh.siteId,
        name: { ro: 'Magazinul din centru', ru: 'Магазин в центре', en: 'City centre store' },
        address: { ro: 'bd. Dacia 47', ru: 'бул. Дачия 47', en: '47 Dacia Blvd' },
        openingHours: hours,
      })
      .returning({ id: stores.id });
    const res = await get(fresh, null, '/calculator/filials', { 'accept-language': 'ru' });
    expect(res.statusCode, res.body).toBe(200);
    expect(filialListResponse.parse(res.json())).toEqual([
      { id: row!.id, name: 'Магазин в центре', address: 'бул. Дачия 47', hours },
    ]);
  });
});

describe('"from X a month" (calculator/credit-price)', () => {
  it('answers the lowest monthly payment of every program and term that lends on the product', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const product = await addProduct(fresh, { priceMinor: 1_000_000 });
    await addProgram(fresh, { months: [3, 6, 12], monthlyRateBp: 250 });
    const longest = await addProgram(fresh, { months: [24], monthlyRateBp: 150, minAmountMinor: 2_000_000 });
    const zero = await addProgram(fresh, { months: [18], monthlyRateBp: 0 });
    const res = await creditPrice(fresh, { product_id: product, price: 1 });
    expect(res.statusCode, res.body).toBe(200);
    // 10 000 lei: 18 months at 0 % (555.56) beats 12 at 2.5 % (974.88); the 24-month program lends from 20 000.
    expect(creditPriceSchema.parse(res.json())).toEqual({
      product_id: product,
      currency: 'MDL',
      price: 10_000,
      monthly_payment: 555.56,
      program_id: zero,
      months: 18,
    });
    const twice = creditPriceSchema.parse((await creditPrice(fresh, { product_id: product, count: 2 })).json());
    expect(twice).toMatchObject({ price: 20_000, program_id: longest, months: 24, monthly_payment: 998.49 });
  });

  it('answers null when no program lends on the product', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const product = await addProduct(fresh, { priceMinor: 5_000 });
    await addProgram(fresh);
    const res = await creditPrice(fresh, { product_id: product });
    expect(creditPriceSchema.parse(res.json())).toMatchObject({ price: 50, monthly_payment: null, program_id: null });
  });

  it("refuses bad input with a 400 and another shop's product with a 404", async () => {
    expect(refusal(await creditPrice(shop, { product_id: 'x' }), 400).fields).toEqual(['product_id']);
    expect(refusal(await creditPrice(shop, { product_id: 1, count: 0 }), 400).fields).toEqual(['count']);
    const theirs = await addProduct(await buildCartShop(shop.ctx));
    expect(refusal(await creditPrice(shop, { product_id: theirs }), 404).fields).toEqual(['product_id']);
  });
});

describe('the demo shops', () => {
  const programsOf = async (brand: string) => {
    const res = await app.inject({ url: '/calculator/credit-calculator', headers: site(brand, 'en') });
    return creditProgramListResponse.parse(res.json());
  };

  it('offer Iute Credit in the Moldovan shops and two banks in the Ukrainian one', async () => {
    const lenders = async (brand: string) => [...new Set((await programsOf(brand)).map((program) => program.lender))];
    expect(await lenders('speakers')).toEqual(['iute', 'maib']);
    expect(await lenders('kids')).toEqual(['iute']);
    expect(await lenders('tech')).toEqual(['monobank', 'privatbank']);
  });

  it('list their programs in the shop settings with the longest term each offers', async () => {
    const res = await app.inject({ url: '/settings/global_site_settings', headers: site('speakers', 'ro') });
    const { credits } = globalSettingsSchema.parse(res.json());
    const programs = await programsOf('speakers');
    expect(credits).toEqual(
      programs.map((program: CreditProgram) => ({
        id: program.id,
        title: expect.any(String),
        months: Math.max(...program.months),
      })),
    );
    expect(credits.map((credit) => credit.title)).toContain('Rate fără dobândă');
  });

  it("lend the kids shop's 0 % only on strollers (the category and its subcategories)", async () => {
    const [strollers] = (await programsOf('kids')).filter((program) => program.monthly_rate === 0);
    // One product in the program's range from each subcategory: the strollers' and all the others.
    const rows = rowsOf<{ id: number; stroller: boolean }>(
      await app.db.execute(sql`SELECT * FROM (
        SELECT DISTINCT ON (parent.slug->>'en' = 'strollers', p.category_id) p.id,
          parent.slug->>'en' = 'strollers' AS stroller
        FROM products p JOIN sites s ON s.id = p.site_id JOIN categories c ON c.id = p.category_id
        JOIN categories parent ON parent.id = c.parent_id
        WHERE s.brand_key = 'kids' AND p.active AND p.price_minor BETWEEN 100000 AND 3000000
        ORDER BY parent.slug->>'en' = 'strollers', p.category_id, p.id) one_per_subcategory`),
    );
    const query = rows.map((row) => `product_ids=${row.id}`).join('&');
    const res = await app.inject({ url: `/general/credits?${query}`, headers: site('kids', 'en') });
    const offered = new Set(
      productCreditsResponse
        .parse(res.json())
        .filter((entry) => entry.programs.some((program) => program.id === strollers!.id))
        .map((entry) => entry.product_id),
    );
    expect(rows.some((row) => row.stroller)).toBe(true);
    expect(rows.some((row) => !row.stroller)).toBe(true);
    for (const row of rows) expect(offered.has(row.id), String(row.id)).toBe(row.stroller);
  });
});
