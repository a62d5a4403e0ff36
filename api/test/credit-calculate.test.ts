// What a credit costs (general/v3/credits/calculate) and which programs lend on a product
// (general/credits): every amount is the server's, from today's catalogue price, the count and the
// program's rate; a price in the body is not read; a term the program does not offer is a 400, an
// amount outside its range or a product outside its limits a 409; bad input is a 400 in the one
// error shape; another shop's product or program is not found.
import { describe, expect, it } from 'vitest';

import { creditCalculationSchema, productCreditsResponse } from '@vitrina/contract';

import { addProduct, buildCartShop, changeProduct, get } from './cart-support.ts';
import { addProgram, addSubcategory, calculate, refusal } from './credit-support.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);

const calculation = (res: Awaited<ReturnType<typeof calculate>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return creditCalculationSchema.parse(res.json());
};

// 10 000 lei over 12 months at 2.5 % a month (worked out independently in the domain's tests).
const TEN_THOUSAND_OVER_A_YEAR = {
  months: 12,
  currency: 'MDL',
  price: 10_000,
  monthly_payment: 974.88,
  last_payment: 974.74,
  total: 11_698.42,
  overpayment: 1_698.42,
};

describe('calculating a credit', () => {
  it('prices it from the catalogue: the payments of 10 000 lei over 12 months at 2.5 % a month', async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    const answer = calculation(await calculate(shop, { product_id: product, program_id: program, months: 12 }));
    expect(answer).toEqual({ program_id: program, ...TEN_THOUSAND_OVER_A_YEAR });
  });

  it('reads no amount from the body: a tampered price, total or payment changes nothing', async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    const body = { product_id: product, program_id: program, months: 12 };
    const tampered = { ...body, price: 1, amount: 1, total: 1, monthly_payment: 1, monthly_rate: 0 };
    expect(calculation(await calculate(shop, tampered))).toEqual(calculation(await calculate(shop, body)));
  });

  it("follows today's price", async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 500_000 });
    await changeProduct(shop, product, { priceMinor: 1_000_000 });
    expect(calculation(await calculate(shop, { product_id: product, program_id: program, months: 12 })).price).toBe(
      10_000,
    );
  });

  it("lends on the count bought: the product's step when none is named, never less", async () => {
    const program = await addProgram(shop);
    const pack = await addProduct(shop, { priceMinor: 500_000, multiplicity: 2 });
    const priced = async (count?: number) =>
      calculation(await calculate(shop, { product_id: pack, program_id: program, months: 12, count })).price;
    expect([await priced(), await priced(1), await priced(3)]).toEqual([10_000, 10_000, 15_000]);
  });

  it('charges no interest on a 0 % program: the total is the price', async () => {
    const program = await addProgram(shop, { monthlyRateBp: 0, months: [3] });
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    expect(calculation(await calculate(shop, { product_id: product, program_id: program, months: 3 }))).toMatchObject({
      monthly_payment: 3_333.34,
      last_payment: 3_333.32,
      total: 10_000,
      overpayment: 0,
    });
  });

  it('refuses a term the program does not offer', async () => {
    const program = await addProgram(shop, { months: [6, 12] });
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    const error = refusal(await calculate(shop, { product_id: product, program_id: program, months: 9 }), 400);
    expect(error.fieldErrors).toEqual({ months: ['not_offered'] });
  });

  it.each([
    ['under the minimum', 99_999],
    ['over the maximum', 5_000_001],
  ])('refuses an amount %s of the program', async (_, priceMinor) => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor });
    const error = refusal(await calculate(shop, { product_id: product, program_id: program, months: 12 }), 409);
    expect(error.code).toBe('amount_out_of_range');
  });

  it('refuses a count that takes the amount over the maximum', async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 2_000_000 });
    const body = { product_id: product, program_id: program, months: 12 };
    calculation(await calculate(shop, { ...body, count: 2 }));
    expect(refusal(await calculate(shop, { ...body, count: 3 }), 409).code).toBe('amount_out_of_range');
  });

  it('lends a program limited to products on those products only', async () => {
    const listed = await addProduct(shop, { priceMinor: 1_000_000 });
    const unlisted = await addProduct(shop, { priceMinor: 1_000_000 });
    const program = await addProgram(shop, { productIds: [listed] });
    calculation(await calculate(shop, { product_id: listed, program_id: program, months: 12 }));
    const error = refusal(await calculate(shop, { product_id: unlisted, program_id: program, months: 12 }), 409);
    expect(error).toMatchObject({ code: 'program_not_applicable', fields: [`products.${unlisted}`] });
  });

  it('lends a program limited to a category on its products and its subcategories’ products', async () => {
    const subcategory = await addSubcategory(shop);
    const own = await addProduct(shop, { priceMinor: 1_000_000 });
    const nested = await addProduct(shop, { priceMinor: 1_000_000, categoryId: subcategory });
    const elsewhere = await addProduct(shop, { priceMinor: 1_000_000, categoryId: await addSubcategory(shop) });
    const byCategory = await addProgram(shop, { categoryIds: [shop.categoryId] });
    const bySubcategory = await addProgram(shop, { categoryIds: [subcategory] });
    const ask = (product: number, program: number) =>
      calculate(shop, { product_id: product, program_id: program, months: 12 });
    for (const product of [own, nested, elsewhere]) calculation(await ask(product, byCategory));
    calculation(await ask(nested, bySubcategory));
    expect(refusal(await ask(own, bySubcategory), 409).code).toBe('program_not_applicable');
    expect(refusal(await ask(elsewhere, bySubcategory), 409).code).toBe('program_not_applicable');
  });

  it("finds neither another shop's product or program, nor a withdrawn program or a hidden product", async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    const theirs = await addProgram(other);
    const theirProduct = await addProduct(other, { priceMinor: 1_000_000 });
    const withdrawn = await addProgram(shop, { active: false });
    const hidden = await addProduct(shop, { priceMinor: 1_000_000, active: false });
    const ask = (product_id: number, program_id: number) => calculate(shop, { product_id, program_id, months: 12 });
    expect(refusal(await ask(theirProduct, program), 404).fields).toEqual(['product_id']);
    expect(refusal(await ask(hidden, program), 404).fields).toEqual(['product_id']);
    expect(refusal(await ask(product, theirs), 404).fields).toEqual(['program_id']);
    expect(refusal(await ask(product, withdrawn), 404).fields).toEqual(['program_id']);
  });

  it.each([
    ['nothing', {}, ['product_id', 'program_id', 'months']],
    ['a product id as text', { product_id: '1', program_id: 1, months: 12 }, ['product_id']],
    ['an id past PostgreSQL integers', { product_id: 2 ** 31, program_id: 1, months: 12 }, ['product_id']],
    ['no months', { product_id: 1, program_id: 1, months: 0 }, ['months']],
    ['a fraction of a month', { product_id: 1, program_id: 1, months: 1.5 }, ['months']],
    ['more than ten years', { product_id: 1, program_id: 1, months: 121 }, ['months']],
    ['a negative count', { product_id: 1, program_id: 1, months: 12, count: -1 }, ['count']],
    ['a count past the cart maximum', { product_id: 1, program_id: 1, months: 12, count: 100_000 }, ['count']],
  ])('refuses %s with a 400 naming the fields', async (_, body, fields) => {
    const error = refusal(await calculate(shop, body), 400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields.sort()).toEqual([...fields].sort());
  });
});

describe('the programs of each product (general/credits)', () => {
  it('lists per product, in the order asked, only the programs that lend on it at its price', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const [cheap, dear, chosen] = [
      await addProduct(fresh, { priceMinor: 50_000 }),
      await addProduct(fresh, { priceMinor: 2_000_000 }),
      await addProduct(fresh, { priceMinor: 2_000_000 }),
    ];
    const open = await addProgram(fresh, { position: 0 });
    const limited = await addProgram(fresh, { position: 1, productIds: [chosen] });
    await addProgram(fresh, { position: 2, active: false });
    const query = [chosen, dear, cheap, 2_000_000_000].map((id) => `product_ids=${id}`).join('&');
    const res = await get(fresh, null, `/general/credits?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = productCreditsResponse.parse(res.json());
    expect(answer.map((entry) => [entry.product_id, entry.programs.map((program) => program.id)])).toEqual([
      [chosen, [open, limited]],
      [dear, [open]],
      [cheap, []],
    ]);
    expect(answer[0]!.programs[0]).toEqual({
      id: open,
      lender: 'iute',
      lender_name: 'Iute Credit',
      title: 'Quick credit',
      months: [3, 6, 12],
      monthly_rate: 2.5,
      min_amount: 1_000,
      max_amount: 50_000,
    });
  });

  it("takes one id too, and names programs in the request's language", async () => {
    const program = await addProgram(shop);
    const product = await addProduct(shop, { priceMinor: 1_000_000 });
    const res = await get(shop, null, `/general/credits?product_ids=${product}`, { 'accept-language': 'ru' });
    const [entry] = productCreditsResponse.parse(res.json());
    expect(entry!.programs.find(({ id }) => id === program)?.title).toBe('Быстрый кредит');
  });

  it.each([
    ['no id', ''],
    ['an id that is not a number', '?product_ids=abc'],
    ['more than 50 ids', `?${Array.from({ length: 51 }, (_, i) => `product_ids=${i + 1}`).join('&')}`],
  ])('refuses %s with a 400', async (_, query) => {
    expect(refusal(await get(shop, null, `/general/credits${query}`), 400).code).toBe('validation_failed');
  });
});
