// Acts (base/act-view): an act is issued for every order placed for one of the buyer's companies
// once it is paid or completed (and only once), numbered in the shop's own sequence, dated when it
// was issued, with the company's name as it was; a buyer lists and reads only their own companies'
// acts (another user's act or company is a 404), with the company filter and the dates applied only
// when both are given; bad input is a 400 in the one error shape.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companies } from '../src/db/schema/index.ts';
import { act, actList, companyOf, companyOrder, moveOrder } from './acts-support.ts';
import { add, addProduct, buildCartShop, get, signedIn } from './cart-support.ts';
import { refusal } from './credit-support.ts';
import { createdOrder, pickupOrder, placeOrder } from './orders-support.ts';

const shop = await buildCartShop();
const DAY = 86_400_000;
const today = () => new Date(shop.ctx.clock.now()).toISOString().slice(0, 10);

describe('issuing acts', () => {
  it('issues one for an order paid online, dated the day it was paid', async () => {
    const ana = await signedIn(shop);
    const company = await companyOf(shop, ana);
    await add(shop, ana, await addProduct(shop, { priceMinor: 25_000 }));
    const order = createdOrder(
      await placeOrder(shop, ana, await pickupOrder(shop, { company_id: company, payment_method: 'online' })),
    );
    expect((await actList(shop, ana)).data).toEqual([]);
    const paymentId = new URL(order.result.payUrl!).pathname.split('/').at(-1)!;
    const approved = await shop.app.inject({
      method: 'POST',
      url: `/payments/demo/${paymentId}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approved.statusCode).toBe(303);
    const { data } = await actList(shop, ana);
    expect(data).toEqual([
      {
        id: data[0]!.id,
        number: expect.stringMatching(/^A-\d{6}$/),
        date: today(),
        company_id: company,
        company_name: 'SRL Exemplu',
        order_id: order.id,
        currency: 'MDL',
        total: 250,
      },
    ]);
  });

  it("lists only the paid or completed orders of the caller's companies, newest first", async () => {
    const [ana, ion] = [await signedIn(shop), await signedIn(shop)];
    const [first, second, his] = [await companyOf(shop, ana), await companyOf(shop, ana), await companyOf(shop, ion)];
    const at = (days: number) => new Date(shop.ctx.clock.now() + days * DAY);
    const orderOf = async (
      who: typeof ana,
      company: number | null,
      status: 'new' | 'paid' | 'completed' | 'cancelled',
      days = 0,
    ) => {
      const order = await companyOrder(shop, who, company);
      if (status !== 'new') await moveOrder(shop, order.id, status, at(days));
      return order.id;
    };
    const completed = await orderOf(ana, first, 'completed', -2);
    const paid = await orderOf(ana, second, 'paid', -1);
    await orderOf(ana, first, 'new');
    await orderOf(ana, first, 'cancelled');
    await orderOf(ana, null, 'paid');
    const hisPaid = await orderOf(ion, his, 'paid');
    expect((await actList(shop, ana)).data.map((a) => [a.order_id, a.company_id])).toEqual([
      [paid, second],
      [completed, first],
    ]);
    expect((await actList(shop, ion)).data.map((a) => a.order_id)).toEqual([hisPaid]);
  });

  it('issues an act once, whatever status follows, numbered next in the shop and not in another', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const ana = await signedIn(fresh);
    const company = await companyOf(fresh, ana);
    const orderIds = [(await companyOrder(fresh, ana, company)).id, (await companyOrder(fresh, ana, company)).id];
    await moveOrder(fresh, orderIds[0]!, 'paid');
    await moveOrder(fresh, orderIds[0]!, 'completed', new Date(fresh.ctx.clock.now() + 5 * DAY));
    await moveOrder(fresh, orderIds[1]!, 'completed');
    const { data, totalCount } = await actList(fresh, ana);
    expect(totalCount).toBe(2);
    expect(data.map((a) => [a.order_id, a.number, a.date])).toEqual([
      [orderIds[1], 'A-000002', today()],
      [orderIds[0], 'A-000001', today()],
    ]);
  });

  it('numbers the acts of 20 orders paid at once 1 to 20, with no gap or repeat', async () => {
    // Real concurrency on PostgreSQL (each update its own transaction); PGlite runs them in turn.
    const fresh = await buildCartShop(shop.ctx);
    const ana = await signedIn(fresh);
    const company = await companyOf(fresh, ana);
    const orderIds: number[] = [];
    for (let i = 0; i < 20; i++) orderIds.push((await companyOrder(fresh, ana, company)).id);
    await Promise.all(orderIds.map((id) => moveOrder(fresh, id, 'paid')));
    const numbers = [...(await actList(fresh, ana)).data, ...(await actList(fresh, ana, '?page=2')).data]
      .map((a) => a.number)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(6, '0')}`));
  });

  it("keeps the company's name as it was when the act was issued", async () => {
    const ana = await signedIn(shop);
    const company = await companyOf(shop, ana, 'SRL Vechi');
    const order = await companyOrder(shop, ana, company);
    await moveOrder(shop, order.id, 'paid');
    await shop.app.db.update(companies).set({ name: 'SRL Nou' }).where(eq(companies.id, company));
    expect((await actList(shop, ana)).data[0]!.company_name).toBe('SRL Vechi');
  });
});

describe('reading acts', () => {
  it('reads one act with its order’s sums and lines as sold', async () => {
    const ana = await signedIn(shop);
    const company = await companyOf(shop, ana);
    const order = await companyOrder(shop, ana, company, 12_345);
    await moveOrder(shop, order.id, 'paid');
    const [listed] = (await actList(shop, ana)).data;
    const detail = await act(shop, ana, listed!.id);
    expect(detail).toEqual({
      ...listed,
      goods: 123.45,
      discount: 0,
      delivery_price: 0,
      lines: order.lines,
    });
  });

  it("finds neither another user's act nor acts of another user's company, and asks a guest to sign in", async () => {
    const [ana, ion] = [await signedIn(shop), await signedIn(shop)];
    const company = await companyOf(shop, ana);
    const order = await companyOrder(shop, ana, company);
    await moveOrder(shop, order.id, 'paid');
    const [mine] = (await actList(shop, ana)).data;
    expect(refusal(await get(shop, ion, `/base/act-view/${mine!.id}`), 404).code).toBe('not_found');
    const filtered = refusal(await get(shop, ion, `/base/act-view?company_id=${company}`), 404);
    expect(filtered.fields).toEqual(['company_id']);
    expect((await get(shop, null, '/base/act-view')).statusCode).toBe(401);
    expect((await get(shop, null, `/base/act-view/${mine!.id}`)).statusCode).toBe(401);
  });

  it('filters by company, and by dates only when both are given (the end day included)', async () => {
    const ana = await signedIn(shop);
    const [first, second] = [await companyOf(shop, ana), await companyOf(shop, ana)];
    const day = (n: number) => new Date(Date.UTC(2027, 2, n, 12));
    const issue = async (company: number, date: Date) => {
      const order = await companyOrder(shop, ana, company);
      await moveOrder(shop, order.id, 'paid', date);
      return order.id;
    };
    const march1 = await issue(first, day(1));
    const march5 = await issue(second, day(5));
    const march9 = await issue(first, day(9));
    const ids = async (query: string) => (await actList(shop, ana, query)).data.map((a) => a.order_id);
    expect(await ids(`?company_id=${first}`)).toEqual([march9, march1]);
    expect(await ids('?start_date=2027-03-05&end_date=2027-03-09')).toEqual([march9, march5]);
    expect(await ids('?start_date=2027-03-02')).toEqual([march9, march5, march1]);
    expect(await ids('?end_date=2027-03-02')).toEqual([march9, march5, march1]);
    expect(await ids(`?company_id=${first}&start_date=2027-03-01&end_date=2027-03-05`)).toEqual([march1]);
  });

  it('pages by 10', async () => {
    const fresh = await buildCartShop(shop.ctx);
    const ana = await signedIn(fresh);
    const company = await companyOf(fresh, ana);
    for (let i = 0; i < 11; i++) await moveOrder(fresh, (await companyOrder(fresh, ana, company)).id, 'paid');
    const [one, two] = [await actList(fresh, ana), await actList(fresh, ana, '?page=2')];
    expect([one.data.length, two.data.length, one.totalCount, one.pages]).toEqual([10, 1, 11, 2]);
    expect(two.data[0]!.number).toBe('A-000001');
  });

  it.each([
    ['page 0', '?page=0', 'page'],
    ['a company id that is no id', '?company_id=abc', 'company_id'],
    ['a date that is no date', '?start_date=2027-13-01&end_date=2027-13-02', 'start_date'],
  ])('refuses %s with a 400', async (_, query, field) => {
    const ana = await signedIn(shop);
    const error = refusal(await get(shop, ana, `/base/act-view${query}`), 400);
    expect(error.fields).toContain(field);
  });

  it('refuses an act id that is no id with a 400', async () => {
    const ana = await signedIn(shop);
    expect(refusal(await get(shop, ana, '/base/act-view/abc'), 400).fields).toEqual(['id']);
  });
});
