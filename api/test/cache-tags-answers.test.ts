// Every read of a shop says what it shows in its Cache-Tag header (api/src/cache-tags/tags.ts): the
// gateway stores a page with these tags and drops it when one of them is published.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { articleListResponse, menuTreeResponse, productFilterResponse } from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();

const get = (url: string, brand = 'pharmacy') => app.inject({ url, headers: site(brand, 'ro') });
const tagsOf = (res: { headers: Record<string, unknown> }) => String(res.headers['cache-tag'] ?? '').split(',');

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await database.db.execute(query))[0]!;
}

const { id: shop } = await one<{ id: number }>(sql`SELECT id FROM sites WHERE brand_key = 'pharmacy'`);
const menu = menuTreeResponse.parse((await get('/general/menu_tree')).json());
const top = menu.find((category) => category.subcategories.length > 0)!;

describe('Cache-Tag on a shop’s answers', () => {
  it('names the shop on every read, even one that adds nothing of its own', async () => {
    const res = await get('/general/menu_tree');
    expect(res.statusCode).toBe(200);
    expect(tagsOf(res)).toEqual([`site:${shop}`]);
  });

  it("names a product's page by the product", async () => {
    const list = productFilterResponse.parse((await get('/general/product-filter?pagination=1')).json());
    const card = list.products[0]!;
    const res = await get(`/general/product${card.url.replace('/product', '')}`);
    expect(res.statusCode).toBe(200);
    expect(tagsOf(res).sort()).toEqual([`product:${card.productId}`, `site:${shop}`].sort());
  });

  it('names a category list by its cards and by every category it covers', async () => {
    const res = await get(`/general/product-filter?category=${top.categoryUrl}&pagination=4`);
    const list = productFilterResponse.parse(res.json());
    const covered = [top.id, ...top.subcategories.map((sub) => sub.id)];
    expect(tagsOf(res).sort()).toEqual(
      [
        `site:${shop}`,
        ...list.products.map((card) => `product:${card.productId}`),
        ...covered.map((id) => `category:${id}`),
      ].sort(),
    );
  });

  it('names a list of the whole shop, and the sliders, by the shop’s catalogue', async () => {
    for (const url of ['/general/product-filter?pagination=2&sort=newer%2B', '/general/sliders']) {
      const tags = tagsOf(await get(url));
      expect(tags).toContain(`catalog:${shop}`);
      expect(tags.some((one) => one.startsWith('category:'))).toBe(false);
      expect(tags.filter((one) => one.startsWith('product:')).length).toBeGreaterThan(0);
    }
  });

  it('names recommended products by the categories they are drawn from, even when there are none', async () => {
    const list = productFilterResponse.parse((await get('/general/product-filter?pagination=1')).json());
    const id = list.products[0]!.productId;
    const { category_id: category } = await one<{ category_id: number }>(
      sql`SELECT category_id FROM products WHERE id = ${id}`,
    );
    const tags = tagsOf(await get(`/general/product-filter/recommended?product_ids=${id}`));
    expect(tags).toContain(`category:${category}`);
    expect(tags).toContain(`product:${id}`);
  });

  it("names the settings by the shop's assortment: the search box counts its products", async () => {
    expect(tagsOf(await get('/settings/global_site_settings')).sort()).toEqual(
      [`assortment:${shop}`, `site:${shop}`].sort(),
    );
  });

  it('names an article by its id and a list of articles by the shop', async () => {
    const list = articleListResponse.parse((await get('/base/articles')).json());
    expect(tagsOf(await get('/base/articles'))).toContain(`articles:${shop}`);
    const article = list.data[0]!;
    expect(tagsOf(await get(`/base/articles/${article.slug}`))).toContain(`article:${article.id}`);
  });

  it('names a content page by its id, in JSON and as html', async () => {
    const page = await one<{ id: number; slug: string }>(
      sql`SELECT id, slug FROM pages WHERE site_id = ${shop} LIMIT 1`,
    );
    expect(tagsOf(await get(`/page/${page.slug}`))).toContain(`page:${page.id}`);
    expect(tagsOf(await get(`/page/${page.slug}/html`))).toContain(`page:${page.id}`);
  });

  it('tags no refusal, no write and no shop-less call', async () => {
    expect((await get('/general/product/no-such-product')).headers['cache-tag']).toBeUndefined();
    const post = await app.inject({
      method: 'POST',
      url: '/general/slug_check',
      headers: site('pharmacy'),
      payload: { current_lang: 'ro', new_lang: 'ru', current_slug: 'nothing', object_type: 'product' },
    });
    expect(post.headers['cache-tag']).toBeUndefined();
    expect((await app.inject({ url: '/health' })).headers['cache-tag']).toBeUndefined();
  });
});
