// Companies: create-company keeps one (made, then changed), create-company-multi adds more, either
// makes the shopper a company buyer; edit; and the list with the spec's filters and pages.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companyListResponse, companySchema, errorSchema, userGroupResponse } from '@vitrina/contract';

import { companies } from '../src/db/schema/index.ts';
import { activeAccount, buildAuthApp } from './auth-support.ts';
import { call, type Shopper } from './accounts-support.ts';

const ctx = await buildAuthApp();
const DAY_MS = 86_400_000;
let accounts = 0;
async function shopper(): Promise<Shopper> {
  const { id, access } = await activeAccount(ctx, 'pharmacy', `companies-${++accounts}@example.md`);
  return { brand: 'pharmacy', id, access };
}
const company = (name: string, extra: object = {}) => ({ name, fiscal_code: '1003600012345', ...extra });
async function create(who: Shopper, body: object, multi = true) {
  const url = `/users/user-group/${who.id}/create-company${multi ? '-multi' : ''}/`;
  const res = await call(ctx.app, who, 'PATCH', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return companySchema.parse(res.json());
}
async function list(who: Shopper, query = '') {
  const res = await call(ctx.app, who, 'GET', `/users/company/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = companyListResponse.parse(res.json());
  return { names: body.data.map((c) => c.name), totalCount: body.totalCount, pages: body.pages };
}

describe('creating companies', () => {
  it('create-company keeps one company, and the shopper buys as a company', async () => {
    const ana = await shopper();
    const first = await create(ana, company('Ana SRL'), false);
    expect(first).toMatchObject({ name: 'Ana SRL', status: 'pending' });
    const second = await create(ana, company('Ana Grup SRL', { legal_address: 'str. Ismail 1' }), false);
    expect(second).toMatchObject({ id: first.id, name: 'Ana Grup SRL', legal_address: 'str. Ismail 1' });
    expect((await list(ana)).names).toEqual(['Ana Grup SRL']);
    const group = userGroupResponse.parse((await call(ctx.app, ana, 'GET', '/users/user-group/')).json());
    expect(group.group_user_type).toEqual({ id: 2, name: 'company' });
  });

  it('create-company-multi adds one more, and users/company/{id} edits one', async () => {
    const ana = await shopper();
    const first = await create(ana, company('Alfa'));
    await create(ana, company('Beta'));
    const edited = await call(ctx.app, ana, 'PATCH', `/users/company/${first.id}/`, { name: 'Alfa Plus' });
    expect(companySchema.parse(edited.json())).toMatchObject({ id: first.id, name: 'Alfa Plus' });
    expect((await list(ana)).names.toSorted()).toEqual(['Alfa Plus', 'Beta']);
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'required'],
    ['letters for a fiscal code', { fiscal_code: 'ABC' }, 'fiscal_code', 'invalid'],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'name', 'too_long'],
  ])('refuses %s with a 400 naming the field', async (_, extra, field, code) => {
    const ana = await shopper();
    const res = await call(ctx.app, ana, 'PATCH', `/users/user-group/${ana.id}/create-company/`, company('A', extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ [field]: [code] });
  });
});

const ana = await shopper();
// Twelve companies, one a day: "Firma 1" the oldest, "Firma 12" made today (dates set in the
// database: the access token would not outlive a clock moved on by twelve days).
const start = ctx.clock.now() - 11 * DAY_MS;
for (let n = 1; n <= 12; n++) {
  const { id } = await create(ana, company(`Firma ${n}`, { fiscal_code: `4000${n}` }));
  await ctx.app.db
    .update(companies)
    .set({ createdAt: new Date(start + (n - 1) * DAY_MS) })
    .where(eq(companies.id, id));
}
const day = (n: number) => new Date(start + (n - 1) * DAY_MS).toISOString().slice(0, 10);
const [firm3] = await ctx.app.db.select().from(companies).where(eq(companies.name, 'Firma 3'));
await ctx.app.db.update(companies).set({ status: 'active' }).where(eq(companies.id, firm3!.id));

describe('users/company', () => {
  it('pages by ten, newest first', async () => {
    expect(await list(ana)).toMatchObject({ totalCount: 12, pages: 2 });
    expect((await list(ana)).names[0]).toBe('Firma 12');
    expect((await list(ana, '?page=2')).names).toEqual(['Firma 2', 'Firma 1']);
    expect((await list(ana, '?page=3')).names).toEqual([]);
  });

  it('searches the name (any case) and the fiscal code, with % as a plain character', async () => {
    expect((await list(ana, '?search=firma%201')).names).toEqual(['Firma 12', 'Firma 11', 'Firma 10', 'Firma 1']);
    expect((await list(ana, '?search=40007')).names).toEqual(['Firma 7']);
    expect((await list(ana, '?search=%25')).totalCount).toBe(0);
  });

  it('filters by status (all is none) and by whole days, both ends included', async () => {
    expect((await list(ana, '?status=active')).names).toEqual(['Firma 3']);
    expect((await list(ana, '?status=all')).totalCount).toBe(12);
    expect((await list(ana, `?start_date=${day(4)}&end_date=${day(6)}`)).names).toEqual([
      'Firma 6',
      'Firma 5',
      'Firma 4',
    ]);
  });

  it('refuses a status, a date or a page it does not know', async () => {
    for (const [query, field] of [
      ['?status=open', 'status'],
      ['?start_date=2026-02-30', 'start_date'],
      ['?page=0', 'page'],
    ] as const) {
      const res = await call(ctx.app, ana, 'GET', `/users/company/${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(errorSchema.parse(res.json()).fieldErrors)).toEqual([field]);
    }
  });

  it("never lists another shopper's companies", async () => {
    expect(await list(await shopper())).toEqual({ names: [], totalCount: 0, pages: 0 });
  });
});
