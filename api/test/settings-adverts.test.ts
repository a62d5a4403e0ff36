// The adverts switch in settings/global_site_settings: the shell and mf-adverts show the adverts'
// menu entry and pages by it, so it must say exactly where the adverts calls answer.
import { describe, expect, it } from 'vitest';

import { globalSettingsSchema } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const settings = async (brand: string, lang?: string) => {
  const res = await app.inject({
    url: '/settings/global_site_settings',
    headers: { ...site(brand), ...(lang ? { 'accept-language': lang } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return globalSettingsSchema.parse(res.json());
};

const BRANDS = [
  'speakers',
  'habsev',
  'pharmacy',
  'doors',
  'kids',
  'tobacco',
  'plastics',
  'tech',
  'doors-2',
  'meal-plan',
];

describe('adverts_enabled in settings/global_site_settings', () => {
  it('is on for the two demo shops with adverts and false (not missing) on the others', async () => {
    const on: string[] = [];
    for (const brand of BRANDS) {
      const flag = (await settings(brand)).adverts_enabled;
      expect(typeof flag, brand).toBe('boolean');
      if (flag) on.push(brand);
    }
    expect(on).toEqual(['doors', 'doors-2']);
  });

  it('is on exactly where the adverts calls answer, so a menu entry never leads to a 404', async () => {
    for (const brand of BRANDS) {
      const categories = await app.inject({ url: '/api/adverts-categories', headers: site(brand) });
      expect(categories.statusCode === 200, brand).toBe((await settings(brand)).adverts_enabled);
    }
  });

  it("puts the adverts list first in the header's menu of those shops, in the reader's language, and nowhere else", async () => {
    const adverts = async (brand: string, lang?: string) =>
      (await settings(brand, lang)).header_pages.filter((page) => page.link === '/adverts');
    expect((await adverts('doors', 'ro')).map((page) => page.title)).toEqual(['Imobiliare']);
    expect((await settings('doors-2', 'ru')).header_pages[0]).toMatchObject({
      link: '/adverts',
      title: 'Недвижимость',
      is_active: true,
      show_in_mobile: true,
    });
    // The shop's own links stay after it.
    expect((await settings('doors', 'ro')).header_pages.map((page) => page.link)).toEqual([
      '/adverts',
      '/about',
      '/articles',
      '/contacts',
    ]);
    for (const brand of BRANDS.filter((one) => !one.startsWith('doors')))
      expect(await adverts(brand), brand).toEqual([]);
  });
});
