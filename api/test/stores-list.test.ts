// The shop's stores (general/stores): for pickup and the store-availability map, in the shop's order,
// in the request's language, with the week's hours, the place and the phone; with product_ids, each
// store says whether each product can be picked up there. Another shop's stores and products never
// show; the coordinates are range-checked by the database itself.
import { describe, expect, it } from 'vitest';

import { storeListResponse } from '@vitrina/contract';

import { stores } from '../src/db/schema/index.ts';
import { buildAuthApp } from './auth-support.ts';
import { addProduct, buildCartShop, errorOf, get, type CartShop } from './cart-support.ts';
import { buildRuledShop } from './orders-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);
const sellsPastZero = await buildRuledShop(ctx, { allow_negative_stock: true });

const HOURS = Array.from({ length: 7 }, (_, day) => (day === 6 ? null : { opens: '09:00', closes: '18:00' }));

async function addStore(target: CartShop, values: Partial<typeof stores.$inferInsert>) {
  const [row] = await target.app.db
    .insert(stores)
    .values({
      siteId: target.siteId,
      name: { ro: 'Magazin' },
      address: { ro: 'str. Test 1' },
      openingHours: HOURS,
      ...values,
    })
    .returning({ id: stores.id });
  return row!.id;
}

const second = await addStore(shop, { position: 2, name: { ro: 'Depozit', ru: 'Склад' }, localityId: null });
const first = await addStore(shop, {
  position: 1,
  name: { ro: 'Centru', ru: 'Центр', en: 'Centre' },
  address: { ro: 'bd. Ștefan cel Mare 1', ru: 'бул. Штефан чел Маре 1' },
  localityId: 301,
  lat: 47.0245,
  lon: 28.8323,
  phone: '+373 22 000 001',
});
const pastZeroStore = await addStore(sellsPastZero, {});

async function storesOf(target: CartShop, query = '', lang = 'en') {
  const res = await get(target, null, `/general/stores${query}`, { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return storeListResponse.parse(res.json());
}

describe('the stores', () => {
  it('lists the shop’s stores in its order, in the request’s language, with hours, place and phone', async () => {
    const list = await storesOf(shop, '', 'ru');
    expect(list.map((store) => store.id)).toEqual([first, second]);
    expect(list[0]).toMatchObject({
      name: 'Центр',
      address: 'бул. Штефан чел Маре 1',
      locality: 'Кишинёв',
      lat: 47.0245,
      lon: 28.8323,
      phone: '+373 22 000 001',
      time_zone: 'Europe/Chisinau',
    });
    expect(list[0]!.opening_hours).toEqual(HOURS);
    expect(list[1]).toMatchObject({ name: 'Склад', locality: null, lat: null, lon: null, phone: null });
    expect(list[0]).not.toHaveProperty('pickup');
  });

  it('never shows another shop’s stores', async () => {
    expect((await storesOf(sellsPastZero)).map((store) => store.id)).toEqual([pastZeroStore]);
  });

  it('places the demo shops’ stores on the map', async () => {
    const res = await get({ ...shop, brand: 'pharmacy' }, null, '/general/stores');
    const list = storeListResponse.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    for (const store of list) expect([store.lat, store.lon, store.phone].every((value) => value !== null)).toBe(true);
  });
});

describe('what can be picked up', () => {
  it('says per store whether each product can be picked up: sold, available and in stock', async () => {
    const inStock = await addProduct(shop, { stock: 2 });
    const soldOut = await addProduct(shop, { stock: 0 });
    const unavailable = await addProduct(shop, { stock: 5, available: false });
    const withdrawn = await addProduct(shop, { stock: 5, active: false });
    const theirs = await addProduct(sellsPastZero, { stock: 5 });
    const query = [inStock, soldOut, unavailable, withdrawn, theirs, inStock]
      .map((id) => `product_ids=${id}`)
      .join('&');
    const list = await storesOf(shop, `?${query}`);
    for (const store of list)
      expect(store.pickup).toEqual([
        { product_id: inStock, available: true },
        { product_id: soldOut, available: false },
        { product_id: unavailable, available: false },
        { product_id: withdrawn, available: false },
      ]);
    expect((await storesOf(shop, `?product_ids=${inStock}`))[0]!.pickup).toEqual([
      { product_id: inStock, available: true },
    ]);
  });

  it('counts a product with nothing left as available where the shop sells past zero', async () => {
    const soldOut = await addProduct(sellsPastZero, { stock: 0 });
    const [store] = await storesOf(sellsPastZero, `?product_ids=${soldOut}`);
    expect(store!.pickup).toEqual([{ product_id: soldOut, available: true }]);
  });
});

describe('bad input', () => {
  it('refuses product ids that are not ids, or too many, in the one error shape', async () => {
    for (const query of ['?product_ids=abc', '?product_ids=0', `?${'product_ids=1&'.repeat(51)}`]) {
      const res = await get(shop, null, `/general/stores${query}`);
      expect(Object.keys(errorOf(res, 400).fieldErrors)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^product_ids/)]),
      );
    }
  });

  it('keeps a store off the map rather than somewhere impossible (the database refuses it)', async () => {
    await expect(addStore(shop, { lat: 91, lon: 10 })).rejects.toThrow();
    await expect(addStore(shop, { lat: 47, lon: 181 })).rejects.toThrow();
    await expect(addStore(shop, { lat: 47 })).rejects.toThrow();
    expect((await storesOf(shop)).map((store) => store.id)).toEqual([first, second]);
  });
});
