import { describe, expect, it } from 'vitest';

import { errorSchema, localityListResponse, menuCalculatorResponse } from '@vitrina/contract';

import { menuDateOf } from '../src/catalog/menu-calculator.ts';
import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'meal-plan', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('base/locality', () => {
  it('lists the delivery localities of region 3 in the request language', async () => {
    const list = localityListResponse.parse((await get('/base/locality?region_id=3', 'meal-plan', 'ru')).json());
    expect(list[0]).toEqual({ localityId: 301, regionId: 3, label: 'Кишинёв' });
    expect(list.every((l) => l.regionId === 3)).toBe(true);
    expect(localityListResponse.parse((await get('/base/locality?region_id=99')).json())).toEqual([]);
  });
});

describe('general/menu-calculator', () => {
  it('gives calorie plans, each with durations, prices, discounts and days of dishes from the catalogue', async () => {
    const res = await get('/general/menu-calculator?locality_id=301', 'meal-plan', 'ru');
    expect(res.statusCode).toBe(200);
    const data = menuCalculatorResponse.parse(res.json());
    expect(data.menu.map((m) => m.title)).toEqual(['1200 ккал', '1500 ккал', '2000 ккал']);
    const first = data.menu[0]!;
    expect(first.durations.map((d) => [d.duration, d.discount])).toEqual([
      [7, 0],
      [14, 5],
      [28, 10],
    ]);
    expect(first.durations[0]!.price).toBe(1750);
    // 14 days at 5% off 250 lei a day.
    expect(first.durations[1]!.price).toBe(3325);
    const week = first.durations[0]!.days;
    expect(week.map((d) => d.day_name)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(week.every((d) => d.week === 1 && d.products.length === 3)).toBe(true);
    expect(first.durations[2]!.days.at(-1)).toMatchObject({ week: 4, day: 7 });
    const product = await get(
      `/general/product/${week[0]!.products[0]!.url.replace('/product/', '')}`,
      'meal-plan',
      'ru',
    );
    expect(product.statusCode).toBe(200);
    expect(data.current_date.week).toBeGreaterThanOrEqual(1);
    expect(data.current_date.week).toBeLessThanOrEqual(4);
  });

  it('adds delivery to the price outside the city and names days in the request language', async () => {
    const suburb = menuCalculatorResponse.parse(
      (await get('/general/menu-calculator?locality_id=302', 'meal-plan', 'ro')).json(),
    );
    expect(suburb.menu[0]!.title).toBe('1200 kcal');
    expect(suburb.menu[0]!.durations[0]!.price).toBe(1890);
    expect(suburb.menu[0]!.durations[0]!.days[0]!.day_name).toBe('Lu');
  });

  it('answers bad input with 400 and unknown localities or shops without plans with 404, in the one error shape', async () => {
    for (const url of [
      '/general/menu-calculator',
      '/general/menu-calculator?locality_id=abc',
      '/general/menu-calculator?locality_id=-1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorSchema.parse(res.json()).fieldErrors).toHaveProperty('locality_id');
    }
    const unknown = await get('/general/menu-calculator?locality_id=999');
    expect(unknown.statusCode).toBe(404);
    expect(errorSchema.parse(unknown.json()).code).toBe('not_found');
    expect((await get('/general/menu-calculator?locality_id=301', 'kids')).statusCode).toBe(404);
  });

  it('answers 404 on a shop without plans whatever the query, so the storefront can ask before a city is chosen', async () => {
    for (const url of [
      '/general/menu-calculator',
      '/general/menu-calculator?locality_id=abc',
      '/general/menu-calculator?locality_id=999',
    ]) {
      const res = await get(url, 'kids');
      expect(res.statusCode, url).toBe(404);
      expect(errorSchema.parse(res.json())).toEqual({
        code: 'not_found',
        message: 'Menu calculator not found',
        fieldErrors: {},
      });
    }
    // The shop with plans still needs a city: that 400 is how the storefront tells the two apart.
    expect((await get('/general/menu-calculator')).statusCode).toBe(400);
    // A site token is still checked first.
    expect((await app.inject({ url: '/general/menu-calculator' })).statusCode).toBe(401);
  });
});

describe('menu cycle date', () => {
  it('places a date in the four-week cycle by ISO week, Monday as day 1', () => {
    expect(menuDateOf(new Date('2026-01-05T10:00:00Z'))).toEqual({ week: 2, day: 1 });
    expect(menuDateOf(new Date('2026-01-04T10:00:00Z'))).toEqual({ week: 1, day: 7 });
    expect(menuDateOf(new Date('2026-01-26T10:00:00Z'))).toEqual({ week: 1, day: 1 });
  });
});
