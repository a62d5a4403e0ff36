import { describe, expect, it } from 'vitest';

import {
  errorSchema,
  menuTreeResponse,
  productDetailSchema,
  productFilterResponse,
  slugCheckResponse,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();

async function list(brand: string, query: string, lang = 'ro') {
  const res = await app.inject({ url: `/general/product-filter?${query}`, headers: site(brand, lang) });
  expect(res.statusCode, res.body).toBe(200);
  return productFilterResponse.parse(res.json());
}

describe('general/menu_tree', () => {
  it('lists categories with subcategories', async () => {
    const tree = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('speakers') })).json(),
    );
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.every((c) => c.subcategories.length >= 1)).toBe(true);
  });

  it("names each category's url in every language of the shop, the url that language's menu shows", async () => {
    const menuIn = async (lang: string) =>
      menuTreeResponse.parse((await app.inject({ url: '/general/menu_tree', headers: site('pharmacy', lang) })).json());
    const [ro, ru, en] = await Promise.all([menuIn('ro'), menuIn('ru'), menuIn('en')]);
    const urls = (tree: typeof ro) =>
      tree.flatMap((c) => [c.categoryUrl, ...c.subcategories.map((sub) => sub.subCategoryUrl)]);
    const alternates = ru.flatMap((c) => [c.alternates, ...c.subcategories.map((sub) => sub.alternates)]);
    expect(alternates.map((a) => a?.ro)).toEqual(urls(ro));
    expect(alternates.map((a) => a?.ru)).toEqual(urls(ru));
    expect(alternates.map((a) => a?.en)).toEqual(urls(en));
    expect(alternates).toContainEqual({ ro: 'ingrijirea-fetei', ru: 'ukhod-za-litsom', en: 'face-care' });
  });
});

describe('general/product-filter', () => {
  it('pages through a category with totals', async () => {
    const [category] = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('doors') })).json(),
    );
    const first = await list('doors', `category=${category!.categoryUrl}&pagination=5`);
    expect(first.products).toHaveLength(Math.min(5, first.totalCount));
    expect(first.pages).toBe(Math.ceil(first.totalCount / 5));
    const second = await list('doors', `category=${category!.categoryUrl}&pagination=5&page=2`);
    expect(second.products.map((p) => p.productId)).not.toEqual(first.products.map((p) => p.productId));
  });

  it.each([
    ['price+', (a: number, b: number) => a <= b],
    ['price-', (a: number, b: number) => a >= b],
  ])('sorts by %s', async (sort, ordered) => {
    const { products } = await list('tech', `sort=${encodeURIComponent(sort)}&pagination=30`, 'uk');
    for (let i = 1; i < products.length; i++) expect(ordered(products[i - 1]!.price, products[i]!.price)).toBe(true);
  });

  it('sorts by name both ways (name- is name+ reversed)', async () => {
    const [category] = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('kids') })).json(),
    );
    const sub = category!.subcategories[0]!.subCategoryUrl;
    const up = await list('kids', `category=${sub}&sort=name%2B&pagination=100`, 'en');
    const down = await list('kids', `category=${sub}&sort=name-&pagination=100`, 'en');
    expect(up.totalCount).toBeLessThanOrEqual(100);
    expect(down.products.map((p) => p.productId)).toEqual(up.products.map((p) => p.productId).reverse());
    expect(up.products[0]!.title).not.toBe(down.products[0]!.title);
  });

  it('applies a price range in major units, decimals included, compared in minor units', async () => {
    const all = await list('pharmacy', 'pagination=1');
    const ranged = await list('pharmacy', 'pagination=100&price_min=100.5&price_max=300');
    expect(ranged.totalCount).toBeGreaterThan(0);
    expect(ranged.totalCount).toBeLessThan(all.totalCount);
    expect(ranged.products.every((p) => p.price >= 100.5 && p.price <= 300)).toBe(true);
  });

  it.each([
    ['price_min=100', (price: number) => price >= 100],
    ['price_max=100', (price: number) => price <= 100],
  ])('applies %s on its own', async (bound, inside) => {
    const all = await list('pharmacy', 'pagination=1');
    const { products, totalCount } = await list('pharmacy', `pagination=100&${bound}`);
    expect(totalCount).toBeGreaterThan(0);
    expect(totalCount).toBeLessThan(all.totalCount);
    expect(products.every((p) => inside(p.price))).toBe(true);
  });

  it('takes a bound of 0 as no bound', async () => {
    const all = await list('pharmacy', 'pagination=1');
    expect((await list('pharmacy', 'pagination=1&price_min=0&price_max=0')).totalCount).toBe(all.totalCount);
  });

  it.each([
    'price_min=1000,50',
    'price_min=1.005',
    'price_min=1e3',
    'price_max=0x10',
    'price_max=21474837',
    'price_max=',
    'price_min=abc',
  ])('answers %s with 400 in the one error shape, naming the bound', async (query) => {
    const res = await app.inject({ url: `/general/product-filter?${query}`, headers: site('pharmacy') });
    expect(res.statusCode).toBe(400);
    const error = errorSchema.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fieldErrors)).toEqual([query.split('=')[0]]);
  });

  it('filters by id:optionId pairs, OR within a group and AND across groups', async () => {
    const base = await list('speakers', 'pagination=1');
    const group = base.filters.find((g) => typeof g.id === 'number' && g.options.length >= 2)!;
    const [a, b] = group.options;
    const one = await list('speakers', `pagination=1&filter=${group.id}:${a!.id}`);
    const either = await list('speakers', `pagination=1&filter=${group.id}:${a!.id},${group.id}:${b!.id}`);
    expect(one.totalCount).toBeGreaterThan(0);
    expect(one.totalCount).toBeLessThan(base.totalCount);
    expect(either.totalCount).toBeGreaterThanOrEqual(one.totalCount);
    const chosen = either.filters.find((g) => g.id === group.id)!;
    expect(
      chosen.options
        .filter((o) => o.active)
        .map((o) => o.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
  });

  it('offers Departments keyed categoryId and a brand filter keyed brand_id', async () => {
    const { filters, products } = await list('doors', 'pagination=3');
    expect(filters.find((g) => g.keyword === 'categoryId')?.title).toBe('Departamente');
    expect(filters.find((g) => g.keyword === 'brand_id')).toBeDefined();
    const brandId = products[0]!.brand!.id;
    const byBrand = await list('doors', `pagination=50&brand_id=${brandId}`);
    expect(byBrand.products.every((p) => p.brand?.id === brandId)).toBe(true);
  });

  it('loads a batch of products by ids', async () => {
    const { products } = await list('kids', 'pagination=4');
    const ids = products.map((p) => p.productId);
    const batch = await list('kids', `ids=${ids.join(',')}`);
    expect(batch.products.map((p) => p.productId).sort()).toEqual([...ids].sort());
  });

  it("does not leak another site's products through ids", async () => {
    const { products } = await list('kids', 'pagination=2');
    const other = await list('doors', `ids=${products.map((p) => p.productId).join(',')}`);
    expect(other.products).toHaveLength(0);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pagination=1000', 'pagination'],
    ['filter=12-3', 'filter'],
    ['ids=1,x', 'ids'],
    ['price_min=-5', 'price_min'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const res = await app.inject({ url: `/general/product-filter?${query}`, headers: site('doors') });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorSchema.parse(res.json()).fieldErrors)).toContain(field);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await app.inject({ url: '/general/product-filter?category=no-such-category', headers: site('doors') });
    expect(res.statusCode).toBe(404);
  });

  it('sends the same number of queries whatever the page size, and fewer once the totals are cached', async () => {
    const [first, second] = menuTreeResponse.parse(
      (await app.inject({ url: '/general/menu_tree', headers: site('speakers') })).json(),
    );
    const count = async (categoryUrl: string, size: number) => {
      const before = database.queryCount();
      await list('speakers', `category=${categoryUrl}&pagination=${size}&sort=price-`);
      return database.queryCount() - before;
    };
    // Two categories no call has listed yet: both compute total, facets and bounds.
    const small = await count(first!.categoryUrl, 2);
    const large = await count(second!.categoryUrl, 60);
    expect(large).toBe(small);
    // The same scopes again, other page sizes: only the category and the page (which carries the catalogue version).
    const cachedSmall = await count(first!.categoryUrl, 60);
    const cachedLarge = await count(second!.categoryUrl, 2);
    expect(cachedSmall).toBe(cachedLarge);
    expect(cachedSmall).toBe(small - 3);
  });
});

describe('product detail and slug check', () => {
  async function firstProduct(brand: string, lang: string) {
    const { products } = await list(brand, 'pagination=1&sort=price-', lang);
    return products[0]!;
  }

  it('shows every product field with the lowest price of the last 30 days', async () => {
    const card = await firstProduct('speakers', 'ro');
    const res = await app.inject({ url: `/general${card.url}`, headers: site('speakers', 'ro') });
    expect(res.statusCode).toBe(200);
    const product = productDetailSchema.parse(res.json());
    expect(product.productId).toBe(card.productId);
    expect(product.lowest_price_30_days).toBeLessThanOrEqual(Math.max(product.price, product.old_price ?? 0));
    expect(product.category[0]!.subcategoryUrl).not.toBe('');
    expect(Object.keys(product.alternates).sort()).toEqual(['en', 'ro', 'ru']);
  });

  it('misses a slug of another language, and slug_check finds the right one', async () => {
    const card = await firstProduct('speakers', 'ru');
    const ruSlug = card.url.replace('/product/', '');
    const miss = await app.inject({ url: `/general/product/${ruSlug}`, headers: site('speakers', 'ro') });
    expect(miss.statusCode).toBe(404);
    const check = await app.inject({
      method: 'POST',
      url: '/general/slug_check',
      headers: site('speakers', 'ro'),
      payload: { current_lang: 'ru', new_lang: 'ro', current_slug: ruSlug, object_type: 'product' },
    });
    expect(check.statusCode).toBe(200);
    const { url, slug } = slugCheckResponse.parse(check.json());
    expect(url).toBe(`/ro/product/${slug}`);
    const hit = await app.inject({ url: `/general/product/${slug}`, headers: site('speakers', 'ro') });
    expect(hit.statusCode).toBe(200);
  });

  it('rejects a slug check with a bad body, naming the fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/general/slug_check',
      headers: site('speakers'),
      payload: { current_lang: 'ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorSchema.parse(res.json()).fieldErrors)).toEqual(
      expect.arrayContaining(['new_lang', 'current_slug', 'object_type']),
    );
  });
});
