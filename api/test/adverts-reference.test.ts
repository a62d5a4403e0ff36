// The adverts module's reference calls in the request's language: categories, attributes (by
// category), regions with their published adverts counted, a region's locations, a location's
// sectors, complaint categories and the terms (static content 2); bad input is a 400, an unknown
// region or text a 404.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  advertAttributesResponse,
  advertCategoriesResponse,
  advertLocationsResponse,
  advertListResponse,
  advertRegionsResponse,
  advertSchema,
  advertSectorsResponse,
  complaintCategoriesResponse,
  errorSchema,
  staticContentResponse,
} from '@vitrina/contract';

import { adverts, users } from '../src/db/schema/index.ts';
import { site } from './app.ts';
import { advertShop, author, buildAdvertsApp, formIds, newAdvert } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const get = async (url: string, brand = 'doors', lang = 'ro') => {
  const res = await app.inject({ url, headers: site(brand, lang) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('the demo adverts', () => {
  it.each(['doors', 'doors-2'])(
    '%s has a few dozen published adverts in ro and ru, placed in Moldova, with drawn pictures',
    async (brand) => {
      const list = advertListResponse.parse(await get('/general/v2/product', brand));
      expect(list.totalCount).toBeGreaterThanOrEqual(24);
      // One of the demo agency's (other test files post adverts to these shops too).
      const [demo] = await app.db
        .select({ slug: adverts.slug })
        .from(adverts)
        .innerJoin(users, eq(users.id, adverts.userId))
        .where(and(eq(users.email, `agency@${brand}.example`), eq(adverts.isDraft, false), eq(adverts.isActive, true)))
        .limit(1);
      const ro = advertSchema.parse(await get(`/api/adverts/${demo!.slug}`, brand, 'ro'));
      const ru = advertSchema.parse(await get(`/api/adverts/${demo!.slug}`, brand, 'ru'));
      expect(ro.title).toBe(ro.title_ro);
      expect(ru.title).toBe(ru.title_ru);
      expect(ru.title).toMatch(/[а-яё]/i);
      expect(ro.lat).toBeGreaterThan(45.4);
      expect(ro.lat).toBeLessThan(48.5);
      expect(ro.lon).toBeGreaterThan(26.6);
      expect(ro.lon).toBeLessThan(30.2);
      const picture = await app.inject({ url: ro.images[0]!.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    },
  );
});

describe('reference calls', () => {
  it('names the categories in the reader language', async () => {
    const ro = advertCategoriesResponse.parse(await get('/api/adverts-categories/'));
    const ru = advertCategoriesResponse.parse(await get('/api/adverts-categories/', 'doors', 'ru'));
    expect(ro.map((c) => c.title)).toEqual(['Apartamente', 'Case și vile', 'Terenuri', 'Spații comerciale', 'Garaje']);
    expect(ru.map((c) => c.title)).toEqual([
      'Квартиры',
      'Дома и виллы',
      'Участки',
      'Коммерческая недвижимость',
      'Гаражи',
    ]);
  });

  it("lists a category's attributes with those of every category, and choices with their words", async () => {
    const ids = await formIds(app, 'doors');
    const land = advertAttributesResponse.parse(await get(`/api/adverts-attributes/?category=${ids.land}`));
    expect(land.map((a) => a.key)).toEqual(['purpose', 'parking']);
    expect(land[0]).toMatchObject({
      kind: 'choice',
      category: ids.land,
      options: [
        { value: 'building', title: 'Pentru construcții' },
        { value: 'farming', title: 'Agricol' },
      ],
    });
    const all = advertAttributesResponse.parse(await get('/api/adverts-attributes/'));
    expect(all.length).toBeGreaterThan(land.length);
  });

  it('counts the published adverts of the shop per region; only_adverts keeps the regions that have some', async () => {
    const shop = await advertShop(app);
    const owner = await author(ctx, shop);
    const ids = await formIds(app, shop);
    const advert = { type: 'sale', category: ids.flats, title_ro: 'Apartament' };
    await newAdvert(app, owner, { ...advert, region: 1, location: 101 });
    await newAdvert(app, owner, { ...advert, region: 1, location: 101 });
    await newAdvert(app, owner, { ...advert, region: 3, location: 301, is_draft: true });
    const only = advertRegionsResponse.parse(await get('/api/regions/?only_adverts=true', shop));
    expect(only.map(({ id, adverts_count, title }) => ({ id, adverts_count, title }))).toEqual([
      { id: 1, adverts_count: 2, title: 'Bălți' },
    ]);
    const every = advertRegionsResponse.parse(await get('/api/regions/', shop));
    expect(every.find((r) => r.id === 3)).toMatchObject({ adverts_count: 0, title: 'Chișinău' });
    expect(advertRegionsResponse.parse(await get('/api/advert-regions/', shop))).toEqual(every);
  });

  it("lists a region's locations and a location's sectors from the delivery map", async () => {
    const locations = advertLocationsResponse.parse(await get('/api/advert-regions/3/locations/', 'doors', 'ru'));
    expect(locations[0]).toEqual({ id: 301, key: 'kishinev', title: 'Кишинёв', region: 3 });
    expect(locations.every((l) => l.region === 3)).toBe(true);
    const sectors = advertSectorsResponse.parse(await get('/api/sectors/?location=301'));
    expect(sectors.map((s) => s.title)).toEqual(['Botanica', 'Buiucani', 'Centru', 'Ciocana', 'Râșcani']);
    expect(advertSectorsResponse.parse(await get('/api/sectors/?location=101'))).toEqual([]);
  });

  it('lists the complaint categories and serves the terms, static content 2, in ro and ru', async () => {
    const categories = complaintCategoriesResponse.parse(await get('/api/complaint-categories/', 'doors-2', 'ru'));
    expect(categories[0]!.title).toBe('Мошенничество или предоплата');
    const ro = staticContentResponse.parse(await get('/api/static-content/2/'));
    const ru = staticContentResponse.parse(await get('/api/static-content/2/', 'doors', 'ru'));
    expect([ro.id, ro.title, ru.title]).toEqual([2, 'Regulile anunțurilor', 'Правила объявлений']);
    expect(ru.content).toContain('<li>Цена и площадь указаны верно.</li>');
  });

  it.each([
    ['/api/adverts-attributes/?category=abc', 400, 'category'],
    ['/api/regions/?only_adverts=yes', 400, 'only_adverts'],
    ['/api/sectors/', 400, 'location'],
    ['/api/sectors/?location=0', 400, 'location'],
    ['/api/advert-regions/0/locations/', 400, 'id'],
    ['/api/advert-regions/999/locations/', 404, null],
    ['/api/static-content/7/', 404, null],
    // The reading calls of adverts: their input is judged before anything else, the token too.
    ['/api/adverts/flat%07/', 400, 'slug'],
    ['/api/advert-title/flat%07/', 400, 'slug'],
    ['/api/my-adverts/?status=sold', 400, 'status'],
    ['/api/my-adverts/?page=-1', 400, 'page'],
    ['/api/my-favorite-adverts/?category=abc', 400, 'category'],
  ])('%s answers %i', async (url, status, field) => {
    const res = await app.inject({ url, headers: site('doors') });
    expect(res.statusCode).toBe(status);
    const error = errorSchema.parse(res.json());
    if (field) expect(Object.keys(error.fieldErrors)).toContain(field);
  });
});
