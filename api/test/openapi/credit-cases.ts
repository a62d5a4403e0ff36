// The credit calls: the programs and stores of a demo shop (200) and without a site token (401); in
// the test's own shop, with a program that lends on any amount, a product's programs and payments
// (200; a bad id or term is a 400), a credit request (201; no contact is a 400) and a guest's cart
// ordered on credit (201; no program is a 400).
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { creditPrograms, products, stores } from '../../src/db/schema/index.ts';
import { anonymousCase, getCase, ownProduct, type AnswerCase, type CaseContext } from './cases.ts';

export function creditCases({ app, own }: CaseContext): AnswerCase[] {
  const headers = { 'x-site-token': own.token };
  const productId = ownProduct({ app, own }, { code: 'OPENAPI-CREDIT', stock: 10_000 });
  let made: Promise<{ programId: number; storeId: number }> | undefined;
  /** A program lending on any amount over 12 months, and a store, of the own shop: made once. */
  const shopCredit = () =>
    (made ??= (async () => {
      const [sample] = await app.db.select().from(products).where(eq(products.id, own.productId));
      const siteId = sample!.siteId;
      const [program] = await app.db
        .insert(creditPrograms)
        .values({
          siteId,
          lender: 'iute',
          lenderName: 'Iute Credit',
          title: { ro: 'Credit' },
          months: [12],
          monthlyRateBp: 250,
          minAmountMinor: 1,
          maxAmountMinor: 2_000_000_000,
        })
        .returning({ id: creditPrograms.id });
      const [store] = await app.db
        .insert(stores)
        .values({
          siteId,
          name: { ro: 'Magazin' },
          address: { ro: 'str. Test 1' },
          openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '18:00' })),
        })
        .returning({ id: stores.id });
      return { programId: program!.id, storeId: store!.id };
    })());
  const post = (operation: string, status: number, payload: () => Promise<object>): AnswerCase => ({
    operation,
    status,
    request: async () => ({ method: 'POST', url: operation.split(' ')[1]!, headers, payload: await payload() }),
  });
  const terms = async (months = 12) => ({
    product_id: await productId(),
    program_id: (await shopCredit()).programId,
    months,
  });
  const contact = { name: 'Ana Popescu', phone: '+37369123456' };
  /** A fresh guest's order body with the own product in the cart. */
  async function creditOrder(withProgram: boolean) {
    const token = `openapi-credit-${randomUUID()}`;
    await app.inject({
      method: 'POST',
      url: '/general/cart/add-item',
      headers,
      payload: { product_id: await productId(), no_user_id: token },
    });
    const { programId, storeId } = await shopCredit();
    return {
      contact: { ...contact, email: 'ana.credit@example.md' },
      delivery: { method: 'pickup', store_id: storeId },
      months: 12,
      no_user_id: token,
      ...(withProgram ? { program_id: programId } : {}),
    };
  }
  const credits = (status: number): AnswerCase => ({
    operation: 'GET /general/credits',
    status,
    request: async () => {
      await shopCredit();
      return {
        method: 'GET',
        url: `/general/credits?product_ids=${status === 200 ? await productId() : 'x'}`,
        headers,
      };
    },
  });
  return [
    credits(200),
    credits(400),
    getCase('GET /calculator/credit-calculator', 200, '/calculator/credit-calculator', 'speakers'),
    anonymousCase('GET /calculator/credit-calculator', '/calculator/credit-calculator'),
    getCase('GET /calculator/filials', 200, '/calculator/filials', 'speakers'),
    anonymousCase('GET /calculator/filials', '/calculator/filials'),
    post('POST /general/v3/credits/calculate', 200, () => terms()),
    post('POST /general/v3/credits/calculate', 400, () => terms(9)),
    post('POST /calculator/credit-price', 200, async () => ({ product_id: await productId() })),
    post('POST /calculator/credit-price', 400, async () => ({ product_id: 'x' })),
    post('POST /calculator/credit-request', 201, async () => ({ ...(await terms()), contact })),
    post('POST /calculator/credit-request', 400, () => terms()),
    post('POST /general/iute-credit/create-order', 201, () => creditOrder(true)),
    post('POST /general/iute-credit/create-order', 400, () => creditOrder(false)),
  ];
}
