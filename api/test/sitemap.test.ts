// GET /sitemap.xml: every public page type in every language under that language's slug, each with
// its last change, on the shop's public origin; an index past the file limit; built once until
// something it lists changes. Changes go to the plastics shop, which no other file counts, and are
// put back.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { articleListResponse, brandTreeResponse, vacancyListResponse } from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { slugs } from '../src/db/schema/index.ts';
import { buildTestApp, site } from './app.ts';
import { locsOf, parseSitemap, type SitemapUrl } from './sitemap-xml.ts';

const builds: number[] = [];
const { app, database } = await buildTestApp({ sitemap: { onBuild: (siteId) => builds.push(siteId) } });
const { db } = database;

async function sitemapOf(brand: string) {
  const res = await app.inject({ url: '/sitemap.xml', headers: site(brand) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  return parseSitemap(res.body);
}

const KIDS = 'http://kids.localhost:3000';
const pathsOf = (urls: SitemapUrl[]) => new Set(urls.map((url) => url.loc.replace(KIDS, '')));

const PLASTICS = 'http://plastics.localhost:3000';
const [product] = rowsOf<{ id: number; site_id: number; ro: string; ru: string }>(
  await db.execute(sql`SELECT p.id, p.site_id, ro.slug AS ro, ru.slug AS ru FROM products p
    JOIN sites s ON s.id = p.site_id AND s.brand_key = 'plastics'
    JOIN slugs ro ON ro.object_type = 'product' AND ro.object_id = p.id AND ro.lang = 'ro'
    JOIN slugs ru ON ru.object_type = 'product' AND ru.object_id = p.id AND ru.lang = 'ru'
    WHERE p.active ORDER BY p.id LIMIT 1`),
);
const { id, site_id: siteId, ro, ru } = product!;
const roUrl = `${PLASTICS}/ro/product/${ro}`;
const ruUrl = `${PLASTICS}/ru/product/${ru}`;

// A second API on the same database that splits past 100 URLs, so the demo shop needs an index.
const small = await buildTestApp({ database, sitemap: { maxUrlsPerFile: 100 } });

describe('sitemap.xml', () => {
  it('lists every public page type in every language of the shop', async () => {
    const paths = pathsOf((await sitemapOf('kids')).urls);
    const vacancies = vacancyListResponse.parse(
      (await app.inject({ url: '/base/vacancies', headers: site('kids') })).json(),
    );
    const brands = brandTreeResponse.parse((await app.inject({ url: '/general/brand', headers: site('kids') })).json());
    const maker = brands.groups[0]!.brands[0]!;
    for (const lang of ['ro', 'ru', 'uk', 'en']) {
      const wanted = [
        '',
        '/articles',
        '/gallery',
        '/contacts',
        '/career',
        '/partners',
        '/feedbacks',
        '/faq',
        '/brands',
      ];
      const settingsPages = ['/about', '/terms-and-privacy', '/delivery', '/logistics', '/page/advantages'];
      const details = [`/career/${vacancies[0]!.id}`, `/brands/${maker.slug}`];
      for (const path of [...wanted, ...settingsPages, ...details]) expect(paths).toContain(`/${lang}${path}`);
      expect([...paths].some((path) => path.startsWith(`/${lang}/articles/`))).toBe(true);
      expect([...paths].some((path) => path.startsWith(`/${lang}/gallery/`))).toBe(true);
      expect([...paths].some((path) => path.startsWith(`/${lang}/product/`))).toBe(true);
    }
  });

  it('lists each article at its slug of each language, linking the translations as alternates', async () => {
    const cardsIn = async (lang: string) =>
      articleListResponse.parse((await app.inject({ url: '/base/articles', headers: site('kids', lang) })).json()).data;
    const [roCard] = await cardsIn('ro');
    const [ruCard] = await cardsIn('ru');
    expect(ruCard!.slug).not.toBe(roCard!.slug);
    const { urls } = await sitemapOf('kids');
    const ruPage = urls.find((url) => url.loc === `${KIDS}/ru/articles/${ruCard!.slug}`);
    expect(ruPage?.alternates).toMatchObject({
      ro: `${KIDS}/ro/articles/${roCard!.slug}`,
      ru: `${KIDS}/ru/articles/${ruCard!.slug}`,
    });
    // The Romanian slug under /ru/ would redirect: never listed.
    expect(pathsOf(urls)).not.toContain(`/ru/articles/${roCard!.slug}`);
  });

  it('never lists personal pages, search or a settings key as a path', async () => {
    const paths = [...pathsOf((await sitemapOf('kids')).urls)];
    const refused = /^\/[a-z]{2}\/(cart|account|favorites|compare|search|menu-calculator)(\/|$)|_page$|terms_and/;
    expect(paths.filter((path) => refused.test(path))).toEqual([]);
  });

  it('gives every URL a last change and its language alternates with x-default', async () => {
    const { urls } = await sitemapOf('kids');
    expect(urls.filter((url) => !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(url.lastmod ?? ''))).toEqual([]);
    const home = urls.find((url) => url.loc === `${KIDS}/ru`)!;
    expect(home.alternates).toEqual({
      ro: `${KIDS}/ro`,
      ru: `${KIDS}/ru`,
      uk: `${KIDS}/uk`,
      en: `${KIDS}/en`,
      'x-default': `${KIDS}/ro`,
    });
  });

  it('lists the menu calculator only for a shop that has one', async () => {
    const meal = locsOf(await sitemapOf('meal-plan'));
    expect(meal).toContain('http://meal-plan.localhost:3000/ru/menu-calculator');
    expect(locsOf(await sitemapOf('kids')).filter((loc) => loc.includes('menu-calculator'))).toEqual([]);
  });

  it("builds every URL on the shop's public origin, port included, whatever Host the request named", async () => {
    const res = await app.inject({
      url: '/sitemap.xml',
      headers: { ...site('kids'), host: 'evil.example:7321', 'x-forwarded-proto': 'javascript' },
    });
    const urls = [...res.body.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !url.startsWith(`${KIDS}/`))).toEqual([]);
  });

  it('needs a site token, and has no parts while the URLs fit in one file', async () => {
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/sitemap.xml?part=1', headers: site('kids') })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap.xml?part=0', headers: site('kids') })).statusCode).toBe(400);
  });
});

describe('sitemap slugs and changes', () => {
  const buildsOfPlastics = () => builds.filter((built) => built === siteId).length;

  it("lists a product in each language under that language's slug, with the other as its alternate", async () => {
    const { urls } = await sitemapOf('plastics');
    expect(urls.find((url) => url.loc === roUrl)?.alternates).toEqual({ ro: roUrl, ru: ruUrl, 'x-default': roUrl });
    expect(locsOf({ urls })).toContain(ruUrl);
  });

  it('leaves out a language the product has no slug in, since that URL would not answer', async () => {
    const where = and(eq(slugs.objectType, 'product'), eq(slugs.objectId, id), eq(slugs.lang, 'ru'));
    const [row] = await db.select().from(slugs).where(where);
    await db.delete(slugs).where(where);
    try {
      const { urls } = await sitemapOf('plastics');
      expect(locsOf({ urls })).not.toContain(ruUrl);
      expect(urls.find((url) => url.loc === roUrl)?.alternates).toEqual({ ro: roUrl, 'x-default': roUrl });
    } finally {
      await db.insert(slugs).values(row!);
    }
  });

  it('builds once for repeated requests and again after a product changes, dated by the change', async () => {
    await sitemapOf('plastics');
    const before = buildsOfPlastics();
    await sitemapOf('plastics');
    await sitemapOf('plastics');
    expect(buildsOfPlastics()).toBe(before);

    await db.execute(sql`UPDATE products SET title = title WHERE id = ${id}`);
    const [changed] = rowsOf<{ at: string }>(
      await db.execute(sql`SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
        FROM products WHERE id = ${id}`),
    );
    const { urls } = await sitemapOf('plastics');
    expect(buildsOfPlastics()).toBe(before + 1);
    expect(urls.find((url) => url.loc === roUrl)?.lastmod).toBe(changed!.at);
    // The home page lists products too: it changed no earlier than the product.
    expect(urls.find((url) => url.loc === `${PLASTICS}/ro`)!.lastmod! >= changed!.at).toBe(true);
    await sitemapOf('plastics');
    expect(buildsOfPlastics()).toBe(before + 1);
  });
});

describe('sitemap index', () => {
  const get = (url: string) => small.app.inject({ url, headers: site('kids') });

  it('past the file limit answers an index of parts that together list every URL once', async () => {
    const whole = locsOf(await sitemapOf('kids'));
    const index = parseSitemap((await get('/sitemap.xml')).body);
    const parts = Math.ceil(whole.length / 100);
    expect(index.sitemaps.map((entry) => entry.loc)).toEqual(
      Array.from({ length: parts }, (_, i) => `${KIDS}/sitemap-${i + 1}.xml`),
    );
    expect(index.sitemaps.every((entry) => /^\d{4}-\d\d-\d\dT/.test(entry.lastmod ?? ''))).toBe(true);
    const listed: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const res = await get(`/sitemap.xml?part=${part}`);
      expect(res.statusCode).toBe(200);
      const urls = locsOf(parseSitemap(res.body));
      expect(urls.length).toBeLessThanOrEqual(100);
      listed.push(...urls);
    }
    expect(listed).toEqual(whole);
    expect((await get(`/sitemap.xml?part=${parts + 1}`)).statusCode).toBe(404);
  });
});
