// Two shops as a search engine's crawler sees them: robots.txt and the sitemap read with real
// parsers, then every listed URL fetched once with no redirect followed. Each must answer 200 and be
// open to crawlers, and the pictures a product page's JSON-LD names must be fetchable too.
import { describe, expect, inject, it } from 'vitest';
import { crawlerOf, inBatches } from '../src/crawler.ts';
import { SERVICE_KEY } from '../src/stack.ts';

/** Two shops with different main languages and page sets (meal-plan has the menu calculator). */
const SHOPS = ['kids', 'meal-plan'];
const W3C_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const PRODUCT_STRIDE = 7;

async function crawlerFor(brand: string) {
  const res = await fetch(`${inject('api')}/sites/resolve?host=${brand}.localhost`, {
    headers: { authorization: `Bearer ${SERVICE_KEY}` },
  });
  const { publicOrigin } = (await res.json()) as { publicOrigin: string };
  return { origin: publicOrigin, crawler: crawlerOf(inject('gateway'), publicOrigin) };
}

/** The JSON-LD objects of a page, each script parsed as JSON (the head escapes `<` as \u003c). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const scripts = html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

describe.each(SHOPS)('the %s shop, crawled', (brand) => {
  it('lists URLs on its public origin, each dated, with every language version listed too', async () => {
    const { origin, crawler } = await crawlerFor(brand);
    // The stack's shops are served at the gateway's port, so the listed URLs reach it.
    expect(origin).toBe(`http://${brand}.localhost:${new URL(inject('gateway')).port}`);
    const { urls } = await crawler.listed();
    const locs = urls.map((url) => url.loc);
    expect(locs.length).toBeGreaterThan(100);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
    expect(urls.filter((url) => !W3C_SECONDS.test(url.lastmod ?? '')).map((url) => url.loc)).toEqual([]);
    const listed = new Set(locs);
    expect(urls.flatMap((url) => url.alternates).filter((href) => !listed.has(href))).toEqual([]);
  });

  it('answers every page type with 200 and no redirect, and robots.txt lets crawlers fetch each', async () => {
    const { origin, crawler } = await crawlerFor(brand);
    const robots = await crawler.robots();
    const { urls, files } = await crawler.listed();
    const locs = urls.map((url) => url.loc);
    expect([...files, ...locs].filter((url) => !robots.isAllowed(url, 'Googlebot'))).toEqual([]);
    // Every URL but products, and every 7th product: 7 shares no factor with a shop's 2 to 4
    // languages, so the sample takes each language in turn, and products are listed by id, which
    // the seed gives category by category. (All ~1 000 URLs of a shop take over a minute here.)
    const products = locs.filter((loc) => loc.includes('/product/'));
    const sampled = products.filter((_, i) => i % PRODUCT_STRIDE === 0);
    const languages = new Set(urls[0]!.alternates.map((href) => href.slice(origin.length + 1, origin.length + 3)));
    expect(new Set(sampled.map((loc) => loc.slice(origin.length + 1, origin.length + 3)))).toEqual(languages);
    const crawl = [...locs.filter((loc) => !loc.includes('/product/')), ...sampled];
    const answers = await inBatches(crawl, 8, async (loc) => ({ loc, status: (await crawler.fetchUrl(loc)).status }));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  }, 120_000);

  it("serves the pictures a product page's JSON-LD names, open to crawlers", async () => {
    const { origin, crawler } = await crawlerFor(brand);
    const robots = await crawler.robots();
    const products = (await crawler.listed()).urls.map((url) => url.loc).filter((loc) => loc.includes('/product/'));
    // The first, middle and last product: deterministic, and across the catalogue's categories.
    const sample = [0, Math.floor(products.length / 2), products.length - 1].map((i) => products[i]!);
    for (const loc of sample) {
      const page = await crawler.fetchUrl(loc);
      expect(page.status).toBe(200);
      const ld = jsonLdOf(page.body);
      const product = ld.find((item) => item['@type'] === 'Product');
      const organization = ld.find((item) => item['@type'] === 'Organization');
      const pictures = [product?.image, organization?.logo]
        .flat()
        .filter((url): url is string => typeof url === 'string');
      expect(pictures.length).toBeGreaterThan(1);
      for (const url of pictures) {
        expect(url.startsWith(`${origin}/media/`)).toBe(true);
        expect(robots.isAllowed(url, 'Googlebot')).toBe(true);
        const res = await crawler.fetchUrl(url);
        expect([url, res.status, res.header('content-type')]).toEqual([url, 200, 'image/svg+xml']);
      }
    }
  });
});
