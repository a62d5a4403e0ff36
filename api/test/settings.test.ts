import { describe, expect, it } from 'vitest';

import { globalSettingsSchema } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

async function settings(brand: string, lang?: string) {
  const res = await app.inject({ url: '/settings/global_site_settings', headers: site(brand, lang) });
  expect(res.statusCode).toBe(200);
  return globalSettingsSchema.parse(res.json());
}

describe('settings/global_site_settings', () => {
  it('gives each brand its languages, currency and main language', async () => {
    const tech = await settings('tech');
    expect(tech.langs.map((l) => l.code)).toEqual(['uk', 'ru', 'en']);
    expect(tech.mainUiInterface.mainLang).toBe('uk');
    expect(tech.project_currency).toBe('UAH');
    const plastics = await settings('plastics');
    expect(plastics.project_currency).toBe('RON');
    expect(plastics.is_romanian).toBe(true);
  });

  it('fills the spec defaults', async () => {
    const s = await settings('pharmacy');
    expect(s.mainUiInterface.mainTheme).toBe('light_theme');
    expect(s.default_sorting).toBe('sort_priority-');
    expect(s.header_pages.length).toBeGreaterThan(0);
    expect(s.header_pages.every((p) => p.text_size === '13px' && p.is_active && p.show_in_mobile)).toBe(true);
  });

  it('translates the header menu links', async () => {
    const ru = await settings('doors', 'ru');
    expect(ru.header_pages.map((p) => p.title)).toContain('О нас');
    expect(ru.header_pages.map((p) => p.link)).toContain('/about');
  });

  it('gives the brands clearly different themes: far-apart brand colours, or another scheme', async () => {
    const brands = [
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
    const themes = [];
    for (const brand of brands) {
      const s = await settings(brand);
      themes.push({
        brand,
        scheme: s.mainUiInterface.mainTheme,
        colours: [s.colors.primary, s.colors.background].map(rgb),
      });
    }
    const tooClose: string[] = [];
    for (const [i, a] of themes.entries()) {
      for (const b of themes.slice(i + 1)) {
        // Primary and page background together, as a shopper sees a shop: at least 80 apart in RGB.
        const apart = Math.hypot(
          ...a.colours.flatMap((colour, k) => colour.map((value, c) => value - b.colours[k]![c]!)),
        );
        if (a.scheme === b.scheme && apart < 80) tooClose.push(`${a.brand}/${b.brand} ${apart.toFixed(0)}`);
      }
    }
    expect(tooClose).toEqual([]);
    expect(themes.find((t) => t.brand === 'tobacco')?.scheme).toBe('dark_theme');
  });

  it('counts active products for the search placeholder and carries the menu tree', async () => {
    const s = await settings('kids');
    expect(s.active_products_count).toBeGreaterThanOrEqual(150);
    expect(s.menu_tree.length).toBeGreaterThan(0);
    expect(s.brand_tree.count).toBeGreaterThan(0);
  });
});
