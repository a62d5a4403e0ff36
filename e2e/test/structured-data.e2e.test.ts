// What search engines and link previews read from a page's head: the server's HTML, parsed as a
// browser parses it, and the document after a shopper reached a product by a click. Every URL in
// the structured data and the share card is absolute on the shop's public origin.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandUrl, hydrated, openPage } from '../src/browser.ts';
import { httpGet } from '../src/http.ts';
import { useBrowser } from '../src/use-browser.ts';

const gateway = inject('gateway');
const api = inject('api');
const chromium = useBrowser();
/** The demo shop's public origin names the gateway's port (http://pharmacy.localhost:PORT). */
const ORIGIN = brandUrl(gateway, 'pharmacy', '');

type Ld = Record<string, unknown>;
interface ServerHead {
  canonical: string | null;
  hreflang: string[];
  og: Record<string, string[]>;
  ld: Ld[];
}

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${api}/${path}`, { headers: { 'x-site-token': 'demo-pharmacy', 'accept-language': 'ro' } });
  return (await res.json()) as T;
}

/** The page's HTML as the gateway sends it, parsed by the browser's own parser (nothing run). */
async function serverHead(page: Page, path: string, status = 200): Promise<ServerHead> {
  const res = await httpGet(gateway, path, { host: new URL(ORIGIN).host });
  expect(res.status).toBe(status);
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const og: Record<string, string[]> = {};
    for (const meta of doc.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]'))
      (og[meta.getAttribute('property')!] ??= []).push(meta.content);
    return {
      canonical: doc.head.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
      hreflang: [...doc.head.querySelectorAll('link[hreflang]')].map((link) => link.getAttribute('href')!),
      og,
      ld: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
      ),
    };
  }, res.body);
}

/** Every string in the objects that is a path (a URL left relative). */
function relativeUrls(objects: unknown): string[] {
  if (typeof objects === 'string') return objects.startsWith('/') ? [objects] : [];
  if (Array.isArray(objects)) return objects.flatMap(relativeUrls);
  if (objects && typeof objects === 'object') return Object.values(objects).flatMap(relativeUrls);
  return [];
}

const ofType = (ld: Ld[], type: string) => ld.find((object) => object['@type'] === type);

describe('the head on the server', () => {
  it('shares the home page with the shop logo and the language in the og form', async () => {
    const { page, context } = await openPage(chromium.browser);
    const home = await serverHead(page, '/ro');
    expect(home.og['og:locale']).toEqual(['ro_RO']);
    expect(home.og['og:locale:alternate']).toEqual(expect.arrayContaining(['ru_RU']));
    expect(home.og['og:image']![0]).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(home.og['og:url']).toEqual([`${ORIGIN}/ro`]);
    expect(relativeUrls(home.ld)).toEqual([]);
    expect((await serverHead(page, '/ru')).og['og:locale']).toEqual(['ru_RU']);
    await context.close();
  });

  it('describes a product as Google reads it, with its rating from its reviews', async () => {
    const { page, context } = await openPage(chromium.browser);
    const list = await apiGet<{ products: { productId: number; url: string; code: string }[] }>(
      'general/product-filter?pagination=40&sort=name%2B',
    );
    const reviews = await Promise.all(
      list.products.map((p) =>
        apiGet<{ totalCount: number; average: number }>(`general/product-review?product_id=${p.productId}`),
      ),
    );
    const at = reviews.findIndex((r) => r.totalCount > 0);
    const rated = list.products[at]!;
    const head = await serverHead(page, `/ro${rated.url}`);
    const product = ofType(head.ld, 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      sku: rated.code,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/ro${rated.url}`,
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        priceCurrency: 'MDL',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder)$/),
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: reviews[at]!.average,
        reviewCount: reviews[at]!.totalCount,
      },
    });
    const images = product.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(head.og['og:image']).toEqual([images[0]]);
    expect(relativeUrls(head.ld)).toEqual([]);

    const unrated = list.products[reviews.findIndex((r) => r.totalCount === 0)]!;
    expect(ofType((await serverHead(page, `/ro${unrated.url}`)).ld, 'Product')).not.toHaveProperty('aggregateRating');
    await context.close();
  });

  it('describes an article as a NewsArticle the shop wrote and published', async () => {
    const { page, context } = await openPage(chromium.browser);
    const [first] = (await apiGet<{ data: { slug: string; title: string }[] }>('base/articles')).data;
    const head = await serverHead(page, `/ro/articles/${first!.slug}`);
    const article = ofType(head.ld, 'NewsArticle')!;
    expect(article).toMatchObject({
      headline: first!.title,
      image: [expect.stringMatching(new RegExp(`^${ORIGIN}/media/`))],
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      mainEntityOfPage: `${ORIGIN}/ro/articles/${first!.slug}`,
    });
    const organization = ofType(head.ld, 'Organization')!;
    expect(organization.name).toBeTruthy();
    for (const role of ['author', 'publisher'])
      expect(article[role]).toEqual({ '@type': 'Organization', '@id': organization['@id'] });
    expect(head.og['og:type']).toEqual(['article']);
    expect(head.og['og:image']).toEqual(article.image);
    expect(head.og['og:locale']).toEqual(['ro_RO']);
    expect(relativeUrls(head.ld)).toEqual([]);
    await context.close();
  });

  it('links a page that does not exist to no URL: no canonical, no hreflang', async () => {
    const { page, context } = await openPage(chromium.browser);
    const missing = await serverHead(page, '/ro/no-such-category', 404);
    expect(missing.canonical).toBeNull();
    expect(missing.hreflang).toEqual([]);
    expect(missing.og['og:url']).toBeUndefined();
    expect((await serverHead(page, '/ro/vitamine')).canonical).toBe(`${ORIGIN}/ro/vitamine`);
    await context.close();
  });
});

describe('the head after client navigation', () => {
  it('has the Product data of a product reached by a click, absolute, in place of the page left', async () => {
    const { page, context } = await openPage(chromium.browser);
    await page.goto(`${ORIGIN}/ro/vitamine`);
    await hydrated(page);
    const link = page.getByTestId('product-card').first().locator('a[href*="/product/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].some((s) =>
        s.textContent!.includes('"Product"'),
      ),
    );
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Ld,
    );
    expect(ld.map((object) => object['@type']).sort()).toEqual([
      'BreadcrumbList',
      'Organization',
      'Product',
      'WebSite',
    ]);
    expect(ofType(ld, 'Product')).toMatchObject({ offers: { url: `${ORIGIN}${href}` } });
    expect(relativeUrls(ld)).toEqual([]);
    await context.close();
  });
});
