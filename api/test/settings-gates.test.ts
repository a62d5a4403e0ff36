// The settings behind the shop's gates: the age a tobacco shop asks for, and the cities a meal-plan
// shop offers (localities its menu calculator prices).
import { describe, expect, it } from 'vitest';

import { globalSettingsSchema, menuCalculatorResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand: string, lang?: string) => app.inject({ url, headers: site(brand, lang) });
const settings = async (brand: string, lang?: string) =>
  globalSettingsSchema.parse((await get('/settings/global_site_settings', brand, lang)).json());

describe('the gates in settings/global_site_settings', () => {
  it('asks for 18 on the tobacco shop, and for no age on the others', async () => {
    expect((await settings('tobacco')).additional_settings.age_restriction_min_age).toBe(18);
    for (const brand of ['pharmacy', 'meal-plan', 'kids'])
      expect((await settings(brand)).additional_settings.age_restriction_min_age, brand).toBeNull();
  });

  it('offers the meal-plan shop cities in the request language, and no city on the others', async () => {
    expect((await settings('meal-plan', 'ru')).cities_to_choose).toEqual([
      { id: 301, title: 'Кишинёв' },
      { id: 302, title: 'Бубуечь' },
      { id: 309, title: 'Крикова' },
    ]);
    expect((await settings('meal-plan', 'ro')).cities_to_choose.map((city) => city.title)).toEqual([
      'Chișinău',
      'Bubuieci',
      'Cricova',
    ]);
    expect((await settings('tobacco')).cities_to_choose).toEqual([]);
  });

  it("gives city ids the menu calculator prices as localities (the cookie's city is the calculator's locality_id)", async () => {
    for (const city of (await settings('meal-plan')).cities_to_choose) {
      const res = await get(`/general/menu-calculator?locality_id=${city.id}`, 'meal-plan');
      expect(res.statusCode, city.title).toBe(200);
      expect(menuCalculatorResponse.parse(res.json()).menu.length).toBeGreaterThan(0);
    }
  });
});
