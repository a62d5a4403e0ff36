// The adverts module's pages in /sitemap.xml: in a shop that runs it, the list and each published
// advert in every language of the shop, with the advert's last change; never a draft, a paused or a
// deleted advert, and nothing in a shop without the module. Changes go to a shop of this file's own.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { advertCategories, adverts, sites, users } from '../src/db/schema/index.ts';
import { advertShop } from './adverts-support.ts';
import { buildTestApp, site } from './app.ts';
import { parseSitemap } from './sitemap-xml.ts';

const { app } = await buildTestApp();
const { db } = app;

async function sitemapOf(brand: string) {
  const res = await app.inject({ url: '/sitemap.xml', headers: site(brand) });
  expect(res.statusCode, res.body).toBe(200);
  return parseSitemap(res.body);
}

const pathsOf = (urls: { loc: string }[]) => urls.map((url) => new URL(url.loc).pathname);
const advertPaths = (urls: { loc: string }[]) => pathsOf(urls).filter((path) => /^\/\w\w\/adverts(\/|$)/.test(path));
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('the adverts in the sitemap', () => {
  it('lists the list and every published advert of the doors shop in ro and ru, with its last change', async () => {
    const [doors] = await db.select().from(sites).where(eq(sites.brandKey, 'doors'));
    const rows = await db.select().from(adverts).where(eq(adverts.siteId, doors!.id)).orderBy(asc(adverts.id));
    const published = rows.filter((row) => !row.isDraft && row.isActive && !row.isDeleted);
    const hidden = rows.filter((row) => !published.includes(row));
    expect(published.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);

    const { urls } = await sitemapOf('doors');
    const listed = advertPaths(urls);
    for (const lang of ['ro', 'ru']) {
      expect(listed).toContain(`/${lang}/adverts`);
      for (const row of published) expect(listed).toContain(`/${lang}/adverts/${row.slug}`);
      for (const row of hidden) expect(listed).not.toContain(`/${lang}/adverts/${row.slug}`);
    }
    expect(listed).toHaveLength(2 * (published.length + 1));
    expect(listed.some((path) => path.includes('my-adverts'))).toBe(false);

    const first = published[0]!;
    const url = urls.find((one) => one.loc.endsWith(`/ro/adverts/${first.slug}`))!;
    expect(url.lastmod).toBe(w3c(first.updatedAt));
    expect(url.alternates.ru).toBe(url.loc.replace('/ro/', '/ru/'));
    const newest = published.reduce((best, row) => (row.updatedAt > best ? row.updatedAt : best), new Date(0));
    expect(urls.find((one) => one.loc.endsWith('/ro/adverts'))!.lastmod).toBe(w3c(newest));
  });

  it('lists no adverts page in a shop without the module', async () => {
    expect(advertPaths((await sitemapOf('kids')).urls)).toEqual([]);
  });

  it('follows a shop’s adverts as they are published and deleted', async () => {
    const key = await advertShop(app);
    const [shop] = await db.select().from(sites).where(eq(sites.brandKey, key));
    // A shop with the module and no advert yet: an empty list is no page for a search engine.
    expect(advertPaths((await sitemapOf(key)).urls)).toEqual([]);

    const [owner] = await db
      .insert(users)
      .values({ siteId: shop!.id, email: 'sitemap-author@example.md', passwordHash: 'not-a-hash', status: 'active' })
      .returning({ id: users.id });
    const [category] = await db.select().from(advertCategories).where(eq(advertCategories.siteId, shop!.id));
    const advert = (slug: string, isDraft: boolean) => ({
      siteId: shop!.id,
      userId: owner!.id,
      slug,
      type: 'sale',
      titleRo: slug,
      categoryId: category!.id,
      isDraft,
    });
    await db.insert(adverts).values([advert('casa-publicata', false), advert('casa-ciorna', true)]);
    expect(advertPaths((await sitemapOf(key)).urls)).toEqual([
      '/ro/adverts',
      '/ru/adverts',
      '/ro/adverts/casa-publicata',
      '/ru/adverts/casa-publicata',
    ]);

    await db
      .update(adverts)
      .set({ isDeleted: true })
      .where(and(eq(adverts.siteId, shop!.id), eq(adverts.slug, 'casa-publicata')));
    expect(advertPaths((await sitemapOf(key)).urls)).toEqual([]);
  });
});
