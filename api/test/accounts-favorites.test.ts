// Server favourites: add (again: no change), remove, clear_all, the sign-in merge of a guest's list,
// and products of the user's own shop only.
import { describe, expect, it } from 'vitest';

import { errorSchema, favoritesResponse } from '@vitrina/contract';

import { activeAccount, buildAuthApp } from './auth-support.ts';
import { call, productsOf, type Shopper } from './accounts-support.ts';

const ctx = await buildAuthApp();
const [a, b, c] = await productsOf(ctx.app, 'pharmacy');
const [otherShops] = await productsOf(ctx.app, 'kids', 1);
let accounts = 0;
async function shopper(): Promise<Shopper> {
  const { id, access } = await activeAccount(ctx, 'pharmacy', `favorites-${++accounts}@example.md`);
  return { brand: 'pharmacy', id, access };
}
async function ids(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return favoritesResponse.parse(res.json()).product_ids;
}

describe('favorites', () => {
  it('adds products newest first, and a repeated add changes nothing', async () => {
    const ana = await shopper();
    await call(ctx.app, ana, 'POST', '/favorites/', { product_id: a });
    ctx.clock.advance(1000);
    expect(await ids(await call(ctx.app, ana, 'POST', '/favorites/', { product_id: b }))).toEqual([b, a]);
    expect(await ids(await call(ctx.app, ana, 'POST', '/favorites/', { product_id: a }))).toEqual([b, a]);
    expect(await ids(await call(ctx.app, ana, 'GET', '/favorites/'))).toEqual([b, a]);
  });

  it('removes one product, or every one with clear_all', async () => {
    const ana = await shopper();
    for (const product_id of [a, b, c]) await call(ctx.app, ana, 'POST', '/favorites/', { product_id });
    expect(await ids(await call(ctx.app, ana, 'DELETE', '/favorites/', { product_id: b }))).not.toContain(b);
    expect(await ids(await call(ctx.app, ana, 'DELETE', '/favorites/', { clear_all: true }))).toEqual([]);
    expect(await ids(await call(ctx.app, ana, 'GET', '/favorites/'))).toEqual([]);
  });

  it("merges a guest's list at sign-in, skipping ids the shop does not have", async () => {
    const ana = await shopper();
    await call(ctx.app, ana, 'POST', '/favorites/', { product_id: a });
    const merged = await call(ctx.app, ana, 'POST', '/favorites/merge/', {
      product_ids: [a, b, b, otherShops, 2_000_000_000],
    });
    expect((await ids(merged)).toSorted()).toEqual([a, b].toSorted());
  });

  it("answers 404 for another shop's product, adding or removing", async () => {
    const ana = await shopper();
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(ctx.app, ana, method, '/favorites/', { product_id: otherShops });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await ids(await call(ctx.app, ana, 'GET', '/favorites/'))).toEqual([]);
  });

  it('refuses a DELETE naming nothing, and a product id that is no id', async () => {
    const ana = await shopper();
    const nothing = await call(ctx.app, ana, 'DELETE', '/favorites/', {});
    expect(errorSchema.parse(nothing.json()).fieldErrors).toEqual({ product_id: ['required'] });
    const text = await call(ctx.app, ana, 'POST', '/favorites/', { product_id: 'one' });
    expect(errorSchema.parse(text.json()).fieldErrors).toEqual({ product_id: ['invalid'] });
  });

  it('keeps each shopper their own list', async () => {
    const [ana, ion] = [await shopper(), await shopper()];
    await call(ctx.app, ana, 'POST', '/favorites/', { product_id: a });
    expect(await ids(await call(ctx.app, ion, 'GET', '/favorites/'))).toEqual([]);
  });
});
