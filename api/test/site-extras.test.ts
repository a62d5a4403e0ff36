import { describe, expect, it } from 'vitest';

import {
  defaultSiteFilesResponse,
  galleryAlbumSchema,
  galleryAllImagesResponse,
  galleryListResponse,
  mainPageSettingsResponse,
  orderGuideResponse,
  paymentSystemsResponse,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'kids', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('gallery', () => {
  it('lists albums, shows one with its images, and lists every image', async () => {
    const albums = galleryListResponse.parse((await get('/base/gallery', 'kids', 'uk')).json());
    expect(albums.length).toBeGreaterThan(0);
    const album = galleryAlbumSchema.parse((await get(`/base/gallery/${albums[0]!.id}`)).json());
    expect(album.images).toHaveLength(albums[0]!.count);
    const all = galleryAllImagesResponse.parse((await get('/base/gallery/all_images')).json());
    expect(all.length).toBe(albums.reduce((sum, a) => sum + a.count, 0));
    const image = await app.inject({ url: all[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers an unknown album with 404 and a bad id with 400', async () => {
    expect((await get('/base/gallery/999999')).statusCode).toBe(404);
    expect((await get('/base/gallery/abc')).statusCode).toBe(400);
  });
});

describe('payment systems, order guide and site settings', () => {
  it('lists payment systems and order steps in the requested language', async () => {
    const payments = paymentSystemsResponse.parse((await get('/base/payment-systems', 'kids', 'uk')).json());
    expect(payments.map((p) => p.key)).toContain('card');
    expect(payments[0]!.title).toMatch(/[іїєґ]/i);
    const steps = orderGuideResponse.parse((await get('/base/order-guide', 'kids', 'en')).json());
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
  });

  it('gives home section settings with the spec limits (12 brands, 10 new products)', async () => {
    const settings = mainPageSettingsResponse.parse((await get('/settings/main_page_settings')).json());
    expect(settings.featured_brands_limit).toBe(12);
    expect(settings.new_products_limit).toBe(10);
  });

  it('gives the default site files of the brand', async () => {
    const files = defaultSiteFilesResponse.parse((await get('/settings/default-site-files', 'tobacco')).json());
    expect(files.favicon).toContain('tobacco');
    expect(files.robots).toContain('Sitemap: http://tobacco.localhost:3000/sitemap.xml');
  });
});
