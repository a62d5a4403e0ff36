// What the database keeps for the adverts list (migration 0031), seen through the list: the price in
// the shop's currency follows a new rate, the advert's price and currency, and the shop's currency at
// once, whoever writes them; and the list's cached counts follow every write that moves them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { advertListResponse, type Advert } from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { site } from './app.ts';
import { advertShop, author, buildAdvertsApp, formIds, newAdvert, patchAdvert, validForm } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const shop = await advertShop(app, 'MDL');
const owner = await author(ctx, shop);
const ids = await formIds(app, shop);
const [{ id: siteId }] = rowsOf<{ id: number }>(
  await app.db.execute(sql`SELECT id FROM sites WHERE brand_key = ${shop}`),
) as [{ id: number }];

const list = async (query = '') => {
  const res = await app.inject({ url: `/general/v2/product?${query}`, headers: site(shop) });
  expect(res.statusCode, res.body).toBe(200);
  return advertListResponse.parse(res.json());
};
const shopPriceOf = async (advert: Advert, query = '') =>
  (await list(query)).data.find((card) => card.id === advert.id)?.shop_price ?? null;
const storedShopPrice = async (id: number) =>
  Number(
    rowsOf<{ minor: string | number }>(
      await app.db.execute(sql`SELECT shop_price_minor AS minor FROM adverts WHERE id = ${id}`),
    )[0]!.minor,
  );
const setRate = (currency: string, rate: string) =>
  app.db.execute(sql`UPDATE currency_rates SET rate = ${rate} WHERE site_id = ${siteId} AND currency = ${currency}`);

describe("the price in the shop's currency", () => {
  it('follows a new rate at once: the shown price, the price filter and the price sort', async () => {
    const euro = await newAdvert(app, owner, validForm(ids, { price: 1000, default_currency: 'EUR' }));
    const lei = await newAdvert(app, owner, validForm(ids, { price: 19_800, default_currency: 'MDL' }));
    // The seeded rate: 19.45 lei a euro.
    expect(await shopPriceOf(euro)).toEqual({ price: 19_450, currency: 'MDL' });
    expect((await list('sortBy=price-&category=' + ids.flats)).data.map((a) => a.id).indexOf(lei.id)).toBeLessThan(
      (await list('sortBy=price-&category=' + ids.flats)).data.map((a) => a.id).indexOf(euro.id),
    );
    await setRate('EUR', '20.125');
    // 1000 × 20.125 = 20 125 lei, now dearer than the 19 800 lei flat.
    expect(await shopPriceOf(euro)).toEqual({ price: 20_125, currency: 'MDL' });
    expect((await list('price_min=20000&price_max=20200')).data.map((a) => a.id)).toEqual([euro.id]);
    const sorted = (await list('sortBy=price-&category=' + ids.flats)).data.map((a) => a.id);
    expect(sorted.indexOf(euro.id)).toBeLessThan(sorted.indexOf(lei.id));
    await setRate('EUR', '19.45');
  });

  it("follows the advert's own price and currency, edited through the API or by plain SQL", async () => {
    const advert = await newAdvert(app, owner, validForm(ids, { price: 1000, default_currency: 'EUR' }));
    const res = await patchAdvert(app, owner, advert.slug, { default_currency: 'USD' });
    expect(res.statusCode, res.body).toBe(200);
    // The seeded rate: 17.90 lei a dollar.
    expect(await shopPriceOf(advert)).toEqual({ price: 17_900, currency: 'MDL' });
    await app.db.execute(sql`UPDATE adverts SET price_minor = 200000 WHERE id = ${advert.id}`);
    expect(await shopPriceOf(advert)).toEqual({ price: 35_800, currency: 'MDL' });
  });

  it('is none without a rate for the currency, and cannot be written by hand', async () => {
    const advert = await newAdvert(app, owner, validForm(ids, { price: 500, default_currency: 'USD' }));
    await app.db.execute(sql`UPDATE adverts SET shop_price_minor = 1 WHERE id = ${advert.id}`);
    expect(await shopPriceOf(advert)).toEqual({ price: 8_950, currency: 'MDL' });
    await app.db.execute(sql`DELETE FROM currency_rates WHERE site_id = ${siteId} AND currency = 'USD'`);
    expect(await shopPriceOf(advert)).toBeNull();
    await app.db.execute(sql`INSERT INTO currency_rates (site_id, currency, rate) VALUES (${siteId}, 'USD', '17.9')`);
    expect(await shopPriceOf(advert)).toEqual({ price: 8_950, currency: 'MDL' });
  });

  it("follows the shop's currency: lei become the shop's euro through its rates", async () => {
    const other = await advertShop(app, 'MDL');
    const who = await author(ctx, other);
    const advert = await newAdvert(
      app,
      who,
      validForm(await formIds(app, other), { price: 38_900, default_currency: 'MDL' }),
    );
    await app.db.execute(sql`UPDATE currency_rates SET rate = '0.05' WHERE currency = 'MDL'
      AND site_id = (SELECT id FROM sites WHERE brand_key = ${other})`);
    // The lei rate of a lei shop is 1 and never read, so only the shop's new currency reprices.
    expect(await storedShopPrice(advert.id)).toBe(3_890_000);
    await app.db.execute(sql`UPDATE sites SET currency = 'EUR' WHERE brand_key = ${other}`);
    // The API knows the shop for a few minutes (plugins/site.ts): the row is what its next reading shows.
    expect(await storedShopPrice(advert.id)).toBe(194_500);
  });
});

describe('the counts', () => {
  it('follow every write that moves them, though a combination is counted once per version', async () => {
    const query = `category=${ids.land}&sortBy=price%2B`;
    const before = (await list(query)).totalCount;
    const plots = [
      await newAdvert(app, owner, validForm(ids, { category: ids.land, price: 7000, default_currency: 'EUR' })),
      await newAdvert(app, owner, validForm(ids, { category: ids.land, price: 9000, default_currency: 'EUR' })),
    ];
    expect((await list(query)).totalCount).toBe(before + 2);
    // Twice the same answer (the second from the cache), then writes of plain SQL the API never saw.
    expect((await list(query)).totalCount).toBe(before + 2);
    await app.db.execute(sql`UPDATE adverts SET is_active = false WHERE id = ${plots[0]!.id}`);
    expect((await list(query)).totalCount).toBe(before + 1);
    await app.db.execute(sql`UPDATE adverts SET category_id = ${ids.flats} WHERE id = ${plots[1]!.id}`);
    expect((await list(query)).totalCount).toBe(before);
    await app.db.execute(sql`DELETE FROM adverts WHERE id = ${plots[1]!.id}`);
    expect((await list(`category=${ids.flats}`)).data.map((a) => a.id)).not.toContain(plots[1]!.id);
  });

  it('follow a new rate: a price range counts the adverts it now holds', async () => {
    const advert = await newAdvert(app, owner, validForm(ids, { price: 100_000, default_currency: 'USD' }));
    const range = 'price_min=1790000&price_max=1790000';
    expect((await list(range)).data.map((a) => a.id)).toEqual([advert.id]);
    expect((await list(range)).totalCount).toBe(1);
    await setRate('USD', '18');
    expect(await list(range)).toMatchObject({ data: [], totalCount: 0 });
    expect((await list('price_min=1800000&price_max=1800000')).totalCount).toBe(1);
    await setRate('USD', '17.9');
  });
});
