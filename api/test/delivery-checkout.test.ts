// The checkout's delivery calls: a store's slots (general/delivery-time), the shop's delivery text
// (mi/delivery_info_text) and the price of delivering the caller's cart (general/delivery-price),
// which the server computes from the cart it holds, whatever the request says about prices.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { deliveryInfoTextResponse, deliveryPriceResponse, deliveryTimeResponse } from '@vitrina/contract';

import { productDeliveryPrices, sites, stores } from '../src/db/schema/index.ts';
import type { StoredDeliverySettings } from '../src/delivery/shop-settings.ts';
import { add, addProduct, addPromo, applyCode, buildCartShop, errorOf, guest, post, signedIn } from './cart-support.ts';
import { site } from './app.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);
const { app } = shop;

// The shop's terms, set before its first call (the site cache then keeps them): lei in minor units.
const TERMS: StoredDeliverySettings = {
  free_delivery_minor: 100_000,
  free_delivery_suburbs_minor: 150_000,
  free_delivery_region_minor: 0,
  default_prices_minor: { standartKishinev: 5000, expressKishinev: 10_000, suburbs: 7500, regionPrice: 12_000 },
  days_ahead: 3,
  closed_weekdays: [6],
  info_text: { ro: 'Livrare gratuită de la 1000 lei.', en: 'Free delivery from 1000 lei.' },
};
await app.db
  .update(sites)
  .set({ settings: { delivery: TERMS } })
  .where(eq(sites.id, shop.siteId));

const open = { opens: '09:00', closes: '18:00' };
const [store] = await app.db
  .insert(stores)
  .values({
    siteId: shop.siteId,
    name: { ro: 'Magazin' },
    address: { ro: 'str. Test 1' },
    localityId: 301,
    openingHours: [open, open, open, open, open, open, null],
    preparationHours: 2,
  })
  .returning({ id: stores.id });
const [otherStore] = await app.db
  .insert(stores)
  .values({ siteId: other.siteId, name: {}, address: {}, openingHours: Array(7).fill(open) })
  .returning({ id: stores.id });

const headers = (brand: string) => ({ ...site(brand), 'accept-language': 'ro' });

describe('general/delivery-time', () => {
  it("answers the store's slots over the shop's calendar, from when an order can be ready", async () => {
    // The test clock: Friday 2027-01-15, 08:00 UTC, 10:00 in Chisinau; two hours to prepare.
    const res = await app.inject({ url: `/general/delivery-time/${store!.id}`, headers: headers(shop.brand) });
    expect(res.statusCode, res.body).toBe(200);
    const time = deliveryTimeResponse.parse(res.json());
    expect(time.store_id).toBe(store!.id);
    // Three days ahead: Friday, Saturday (closed for the shop) and Sunday (closed for the store).
    expect(time.days).toEqual([
      { date: '2027-01-15', weekday: 5, slots: ['13:00-15:00', '15:00-17:00', '17:00-18:00'] },
    ]);
  });

  it("answers 404 for another shop's store and for no store, 400 for a bad id", async () => {
    for (const id of [otherStore!.id, 2_000_000_000]) {
      const res = await app.inject({ url: `/general/delivery-time/${id}`, headers: headers(shop.brand) });
      expect(errorOf(res, 404).code).toBe('not_found');
    }
    expect(
      errorOf(await app.inject({ url: '/general/delivery-time/abc', headers: headers(shop.brand) }), 400).fieldErrors,
    ).toHaveProperty('storeId');
  });
});

describe('mi/delivery_info_text', () => {
  it("answers the shop's text in the request language", async () => {
    const ro = await app.inject({ url: '/mi/delivery_info_text', headers: headers(shop.brand) });
    expect(deliveryInfoTextResponse.parse(ro.json())).toEqual({ text: 'Livrare gratuită de la 1000 lei.' });
    const en = await app.inject({ url: '/mi/delivery_info_text', headers: site(shop.brand, 'en') });
    expect(deliveryInfoTextResponse.parse(en.json()).text).toBe('Free delivery from 1000 lei.');
  });

  it('answers the seeded text of a demo shop', async () => {
    const res = await app.inject({ url: '/mi/delivery_info_text', headers: site('pharmacy', 'ru') });
    expect(deliveryInfoTextResponse.parse(res.json()).text).toContain('500 лей');
  });
});

const priceOf = async (who: ReturnType<typeof guest>, body: object) => {
  const res = await post(shop, who, '/general/delivery-price', body);
  expect(res.statusCode, res.body).toBe(200);
  return deliveryPriceResponse.parse(res.json());
};
const kishinev = { method: 'address', region_id: 3, locality_id: 301 };

describe('general/delivery-price', () => {
  it("prices the caller's cart with the shop's default prices by zone and type", async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop, { priceMinor: 20_000 }));
    expect(await priceOf(ana, kishinev)).toEqual({ price: 50, currency: 'MDL', free_from: 1000 });
    expect((await priceOf(ana, { ...kishinev, delivery_type: 'express' })).price).toBe(100);
    expect(await priceOf(ana, { ...kishinev, locality_id: 309 })).toEqual({
      price: 75,
      currency: 'MDL',
      free_from: 1500,
    });
    // Balti: express is not offered there, and the shop never delivers free to the regions.
    expect(await priceOf(ana, { method: 'address', region_id: 1, locality_id: 101, delivery_type: 'express' })).toEqual(
      {
        price: 120,
        currency: 'MDL',
        free_from: null,
      },
    );
    expect(await priceOf(ana, { method: 'pickup' })).toEqual({ price: 0, currency: 'MDL', free_from: null });
  });

  it("charges the costliest product's own price", async () => {
    const ana = guest();
    const bulky = await addProduct(shop, { priceMinor: 10_000 });
    await app.db
      .insert(productDeliveryPrices)
      .values({ productId: bulky, standartKishinevMinor: 30_000, regionMinor: null });
    await add(shop, ana, await addProduct(shop, { priceMinor: 10_000 }));
    expect((await priceOf(ana, kishinev)).price).toBe(50);
    await add(shop, ana, bulky);
    expect((await priceOf(ana, kishinev)).price).toBe(300);
    // The bulky product has no region price: the other product's default one is the highest.
    expect((await priceOf(ana, { method: 'address', region_id: 12, locality_id: 1201 })).price).toBe(120);
  });

  it('is free once the goods reach the threshold, after the promo', async () => {
    const ana = guest();
    const product = await addProduct(shop, { priceMinor: 110_000 });
    await add(shop, ana, product);
    expect((await priceOf(ana, kishinev)).price).toBe(0);
    // 10% off brings the goods to 990 lei: below the 1000 lei threshold again.
    const code = await addPromo(shop);
    expect((await applyCode(shop, ana, code)).statusCode).toBe(200);
    expect((await priceOf(ana, kishinev)).price).toBe(50);
  });

  it('reads the cart the server holds, never a price, total or cart in the request', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop, { priceMinor: 20_000 }));
    const tampered = {
      ...kishinev,
      price: 0,
      deliveryPrice: 0,
      total_price: 999_999,
      goods: 999_999,
      products: [{ product_id: 1, price: 999_999, count: 100 }],
    };
    expect(await priceOf(ana, tampered)).toEqual({ price: 50, currency: 'MDL', free_from: 1000 });
  });

  it("prices a signed-in shopper's own cart, and an empty cart at nothing", async () => {
    const bob = await signedIn(shop);
    expect((await priceOf(bob, kishinev)).price).toBe(0);
    await add(shop, bob, await addProduct(shop));
    expect((await priceOf(bob, kishinev)).price).toBe(50);
  });

  it("uses the caller's shop's terms", async () => {
    const ana = guest();
    const product = await addProduct(other, { priceMinor: 20_000 });
    await add(other, ana, product);
    const res = await post(other, ana, '/general/delivery-price', kishinev);
    // The other shop has no delivery terms: no default prices, never free.
    expect(deliveryPriceResponse.parse(res.json())).toEqual({ price: 0, currency: 'MDL', free_from: null });
  });

  it.each<[string, object, string]>([
    ['no method', { region_id: 3, locality_id: 301 }, 'method'],
    ['an unknown method', { ...kishinev, method: 'drone' }, 'method'],
    ['an unknown type', { ...kishinev, delivery_type: 'overnight' }, 'delivery_type'],
    ['address delivery without a region', { method: 'address', locality_id: 301 }, 'region_id'],
    ['address delivery without a locality', { method: 'address', region_id: 3 }, 'locality_id'],
    ['a locality of another region', { method: 'address', region_id: 1, locality_id: 301 }, 'locality_id'],
    ['an unknown locality', { method: 'address', region_id: 3, locality_id: 399 }, 'locality_id'],
    ['a text id', { ...kishinev, region_id: '3' }, 'region_id'],
  ])('answers 400 for %s', async (_case, body, field) => {
    const error = errorOf(await post(shop, guest(), '/general/delivery-price', body), 400);
    expect(error.fieldErrors).toHaveProperty(field);
  });

  it('needs a cart owner', async () => {
    const error = errorOf(await post(shop, null, '/general/delivery-price', kishinev), 400);
    expect(error.fieldErrors).toHaveProperty('no_user_id');
  });

  it('is never cached', async () => {
    const res = await post(shop, guest(), '/general/delivery-price', kishinev);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the seeded delivery', () => {
  it('gives every demo shop stores and its thresholds in the settings', async () => {
    const [pharmacy] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.brandKey, 'pharmacy'));
    const rows = await app.db
      .select()
      .from(stores)
      .where(and(eq(stores.siteId, pharmacy!.id)));
    expect(rows.length).toBeGreaterThan(0);
    const settings = await app.inject({ url: '/settings/global_site_settings', headers: site('pharmacy') });
    expect(settings.json()).toMatchObject({
      free_delivery: 500,
      free_delivery_suburbs: 800,
      free_delivery_region: 1500,
    });
  });
});
