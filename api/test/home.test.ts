import { describe, expect, it } from 'vitest';

import {
  popularQueryResponse,
  productCardsResponse,
  productFilterResponse,
  similarCategoriesResponse,
  slidersResponse,
  slidesBannerResponse,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'speakers', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('general/sliders', () => {
  it('gives new arrivals (at most 10, newest first), sale and popular sliders', async () => {
    const sliders = slidersResponse.parse((await get('/general/sliders')).json());
    expect(sliders.map((s) => s.key)).toEqual(['new', 'sale', 'popular']);
    expect(sliders[0]!.products.length).toBe(10);
    expect(sliders[1]!.products.every((p) => p.old_price !== null && p.old_price > p.price)).toBe(true);
  });

  it('filters by key and by product-page use', async () => {
    expect(slidersResponse.parse((await get('/general/sliders?key=sale')).json()).map((s) => s.key)).toEqual(['sale']);
    const onProductPage = slidersResponse.parse((await get('/general/sliders?is_product_page=true')).json());
    expect(onProductPage.every((s) => s.is_product_page)).toBe(true);
    expect((await get('/general/sliders?key=best')).statusCode).toBe(400);
  });
});

describe('recommended and promo', () => {
  it('recommends other products of the same categories', async () => {
    const [first] = productFilterResponse.parse((await get('/general/product-filter?pagination=1')).json()).products;
    const recommended = productCardsResponse.parse(
      (await get(`/general/product-filter/recommended?product_ids=${first!.productId}`)).json(),
    );
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((p) => p.productId)).not.toContain(first!.productId);
    expect((await get('/general/product-filter/recommended?product_ids=a')).statusCode).toBe(400);
    expect((await get('/general/product-filter/recommended')).statusCode).toBe(400);
  });

  it('lists promo products with the biggest discount first', async () => {
    const promo = productCardsResponse.parse((await get('/general/product-filter/promo')).json());
    expect(promo.length).toBeGreaterThan(0);
    const discounts = promo.map((p) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });
});

describe('home blocks', () => {
  it('lists similar categories, main slides and popular queries in the requested language', async () => {
    const similar = similarCategoriesResponse.parse(
      (await get('/base/main_page_similar_category', 'doors', 'ru')).json(),
    );
    expect(similar.categories.length).toBeGreaterThanOrEqual(5);
    const slides = slidesBannerResponse.parse((await get('/base/slides_banner', 'doors', 'ru')).json());
    expect(slides[0]!.link.startsWith('/ru/')).toBe(true);
    const popular = popularQueryResponse.parse((await get('/general/popular_query', 'doors', 'ru')).json());
    expect(popular[0]!.query).toMatch(/[а-яё]/i);
  });
});
