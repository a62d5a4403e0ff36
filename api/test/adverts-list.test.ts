// The adverts list (general/v2/product) in a shop of the test's own: each filter, each sort, the pages,
// prices in the shop's currency through its rates, and the search in Romanian and Russian written in
// Cyrillic or Latin letters.
import { describe, expect, it } from 'vitest';

import { ADVERTS_PAGE_SIZE, advertListResponse, currencyRatesResponse, type Advert } from '@vitrina/contract';

import { site } from './app.ts';
import { advertShop, author, buildAdvertsApp, formIds, newAdvert } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const shop = await advertShop(app, 'MDL');
const owner = await author(ctx, shop);
const ids = await formIds(app, shop);
const sectors = (await app.inject({ url: '/api/sectors?location=301', headers: site(shop) })).json() as {
  id: number;
  title: string;
}[];
const sector = (name: string) => sectors.find((s) => s.title === name)!.id;

const place = (region: number, location: number, sectorId: number | null = null) => ({
  region,
  location,
  sector: sectorId,
});
const made: Record<string, Advert> = {};
const add = async (name: string, fields: Record<string, unknown>) => (made[name] = await newAdvert(app, owner, fields));
// In this order: the newest is E.
await add('A', {
  type: 'sale',
  category: ids.flats,
  title_ro: 'Apartament luminos în centru',
  title_ru: 'Светлая квартира в центре',
  price: 1000,
  default_currency: 'EUR',
  area: 50,
  default_area_unit: 'm2',
  ...place(3, 301, sector('Centru')),
});
await add('B', {
  type: 'rent',
  category: ids.flats,
  title_ro: 'Garsonieră la Botanica',
  title_ru: 'Гостинка на Ботанике',
  description_ru: 'Уютная квартира-студия у парка.',
  price: 1100.55,
  default_currency: 'USD',
  area: 30,
  default_area_unit: 'm2',
  ...place(3, 301, sector('Botanica')),
});
await add('C', {
  type: 'sale',
  category: ids.land,
  title_ro: 'Teren în Cricova',
  title_ru: 'Участок в Крикове',
  price: 19500,
  default_currency: 'MDL',
  area: 10,
  ...place(3, 309),
});
await add('D', {
  type: 'sale',
  category: ids.category('case'),
  title_ro: 'Casă cu grădină în Bălți',
  title_ru: 'Дом с садом в Бельцах',
  price: 50000,
  area: 150,
  default_area_unit: 'm2',
  ...place(1, 101),
});
await add('E', {
  type: 'rent',
  category: ids.category('spatii-comerciale'),
  title_ro: 'Spațiu comercial pe Armenească',
  title_ru: 'Помещение на Армянской',
  area: 80,
  default_area_unit: 'm2',
  ...place(3, 301, sector('Centru')),
});
await add('draft', {
  type: 'sale',
  category: ids.flats,
  title_ro: 'Apartament luminos ciornă',
  is_draft: true,
  ...place(3, 301),
});

const names = new Map(Object.entries(made).map(([name, advert]) => [advert.id, name]));
async function list(query: string, lang = 'ro') {
  const res = await app.inject({ url: `/general/v2/product?${query}`, headers: site(shop, lang) });
  expect(res.statusCode, res.body).toBe(200);
  const answer = advertListResponse.parse(res.json());
  return { ...answer, names: answer.data.map((a) => names.get(a.id)) };
}

describe('general/v2/product', () => {
  it('lists the published adverts newest first by default, one page of 24', async () => {
    const page = await list('');
    expect(page.names).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(page).toMatchObject({ totalCount: 5, pages: 1, page: 1, page_size: ADVERTS_PAGE_SIZE });
  });

  it.each([
    ['newer+', ['E', 'D', 'C', 'B', 'A']],
    // In lei: A 19 450, C 19 500, B 19 699.85, D 972 500; E has no price and comes last either way.
    ['price+', ['A', 'C', 'B', 'D', 'E']],
    ['price-', ['D', 'B', 'C', 'A', 'E']],
    ['name+', ['A', 'D', 'B', 'E', 'C']],
    ['name-', ['C', 'E', 'B', 'D', 'A']],
  ])('sorts by %s', async (sortBy, order) => {
    expect((await list(`sortBy=${encodeURIComponent(sortBy)}`)).names).toEqual(order);
  });

  // A filtered sort first walks its index skipping what the filters refuse; once the matches are
  // known to be few, it gathers and sorts them (list-counts.ts). Either way: every match, in order.
  it.each([
    ['type=sale&sortBy=price-', ['D', 'C', 'A']],
    ['area_min=40&sortBy=price%2B', ['A', 'C', 'D', 'E']],
    ['region=3&sortBy=name-', ['C', 'E', 'B', 'A']],
    ['search=apartament&sortBy=price-', ['A']],
    ['search=teren', ['C']],
    [`category=${ids.flats}&sortBy=name%2B&page=2`, []],
  ])('sorts the matches of %s, walked and then gathered', async (query, order) => {
    expect((await list(query)).names).toEqual(order);
    expect((await list(query)).names).toEqual(order);
  });

  it("sorts by name in the reader's language", async () => {
    expect((await list('sortBy=name%2B', 'ru')).names).toEqual(['B', 'D', 'E', 'A', 'C']);
  });

  it.each([
    ['type=all', ['E', 'D', 'C', 'B', 'A']],
    ['type=rent', ['E', 'B']],
    ['type=sale', ['D', 'C', 'A']],
    [`category=${ids.land}`, ['C']],
    ['region=1', ['D']],
    ['region=3&location=309', ['C']],
    [`sector=${sector('Centru')}`, ['E', 'A']],
    // Prices in the shop's currency (lei), whatever the advert's: an advert without a price is out.
    ['price_min=19460', ['D', 'C', 'B']],
    ['price_max=19600', ['C', 'A']],
    ['price_min=19460&price_max=19700', ['C', 'B']],
    ['price_min=0&price_max=0', ['E', 'D', 'C', 'B', 'A']],
    // Areas in m2: C's 10 ari are 1000 m2.
    ['area_min=100', ['D', 'C']],
    ['area_max=60', ['B', 'A']],
    ['area_min=40&area_max=100', ['E', 'A']],
    ['type=rent&sector=' + sector('Botanica'), ['B']],
  ])('filters by %s', async (query, expected) => {
    const page = await list(query);
    expect(page.names).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it.each([
    ['Romanian, stemmed', 'centru', ['A']],
    ['Russian in Cyrillic, another form of the word', 'квартиры', ['B', 'A']],
    ['Russian written in Latin letters', 'kvartira', ['B', 'A']],
    ['Romanian written in Cyrillic letters', 'апартамент', ['A']],
    ['Romanian without its diacritics', 'gradina', ['D']],
    ['Russian, a place in another case', 'Бельцы', ['D']],
    ['with a typo, when nothing matches exactly', 'apartamnet', ['A']],
    ['and a filter', 'kvartira&type=rent', ['B']],
  ])('searches %s: %s', async (_, text, expected) => {
    const [words, ...filters] = text.split('&');
    expect((await list([`search=${encodeURIComponent(words!)}`, ...filters].join('&'))).names).toEqual(expected);
  });

  it('finds nothing for a search under 2 characters, and everything for an empty one', async () => {
    expect(await list('search=a')).toMatchObject({ names: [], totalCount: 0, pages: 0 });
    expect((await list('search=')).totalCount).toBe(5);
  });

  it("answers prices in the shop's currency through its rates, rounded half up to the ban", async () => {
    const rates = currencyRatesResponse.parse(
      (await app.inject({ url: '/api/currency-rates/', headers: site(shop) })).json(),
    );
    expect(rates).toEqual({
      currency: 'MDL',
      rates: [
        { currency: 'EUR', rate: 19.45 },
        { currency: 'MDL', rate: 1 },
        { currency: 'USD', rate: 17.9 },
      ],
    });
    const page = await list('sortBy=price%2B');
    const prices = Object.fromEntries(page.data.map((a) => [names.get(a.id), [a.price, a.currency, a.shop_price]]));
    expect(prices).toEqual({
      A: [1000, 'EUR', { price: 19450, currency: 'MDL' }],
      // 1 100.55 × 17.9 = 19 699.845 lei.
      B: [1100.55, 'USD', { price: 19699.85, currency: 'MDL' }],
      C: [19500, 'MDL', { price: 19500, currency: 'MDL' }],
      D: [50000, 'EUR', { price: 972500, currency: 'MDL' }],
      E: [null, 'EUR', null],
    });
  });

  it('converts into a shop selling in dollars as well', async () => {
    const dollars = await advertShop(app, 'USD');
    const seller = await author(ctx, dollars);
    const dollarIds = await formIds(app, dollars);
    const advert = await newAdvert(app, seller, {
      type: 'sale',
      category: dollarIds.flats,
      title_ro: 'Apartament în lei',
      price: 19500,
      default_currency: 'MDL',
      ...place(3, 301),
    });
    // 19 500 × 0.055866 = 1 089.387 dollars.
    expect(advert.shop_price).toEqual({ price: 1089.39, currency: 'USD' });
  });

  it.each([
    ['page=0', 'page'],
    ['sortBy=cheapest', 'sortBy'],
    ['type=exchange', 'type'],
    ['category=abc', 'category'],
    ['price_min=-5', 'price_min'],
    ['area_max=ten', 'area_max'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s in the one error shape', async (query, field) => {
    const res = await app.inject({ url: `/general/v2/product?${query}`, headers: site(shop) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
  });
});

describe('pages', () => {
  it('pages by 24: the second page has the rest, a page past the end is empty with the count', async () => {
    const paged = await advertShop(app, 'MDL');
    const seller = await author(ctx, paged);
    const pagedIds = await formIds(app, paged);
    const slugs: string[] = [];
    for (let i = 0; i < ADVERTS_PAGE_SIZE + 2; i++) {
      const advert = await newAdvert(app, seller, {
        type: 'sale',
        category: pagedIds.flats,
        title_ro: `Apartament nr. ${i}`,
        ...place(3, 301),
      });
      slugs.unshift(advert.slug);
    }
    const pageOf = async (page: number) =>
      advertListResponse.parse(
        (await app.inject({ url: `/general/v2/product?page=${page}`, headers: site(paged) })).json(),
      );
    const [first, second, third] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first.data.map((a) => a.slug)).toEqual(slugs.slice(0, ADVERTS_PAGE_SIZE));
    expect(second.data.map((a) => a.slug)).toEqual(slugs.slice(ADVERTS_PAGE_SIZE));
    expect(third.data).toEqual([]);
    for (const page of [first, second, third])
      expect(page).toMatchObject({ totalCount: ADVERTS_PAGE_SIZE + 2, pages: 2 });
  });
});
