import { describe, expect, it } from 'vitest';

import {
  articleDetailSchema,
  articleListResponse,
  errorSchema,
  faqResponse,
  pageResponse,
  vacancyListResponse,
  vacancySchema,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();

const get = (url: string, brand = 'pharmacy', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('base/articles', () => {
  it('pages the news in sixes, newest first', async () => {
    const list = articleListResponse.parse((await get('/base/articles')).json());
    expect(list.data.length).toBeLessThanOrEqual(6);
    expect(list.pages).toBe(Math.ceil(list.totalCount / 6));
    const dates = list.data.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by status_id', async () => {
    const list = articleListResponse.parse((await get('/base/articles?status_id=2')).json());
    expect(list.data.every((a) => a.status_id === 2)).toBe(true);
  });

  it('finds an article by id and by slug, with sanitised html', async () => {
    const [first] = articleListResponse.parse((await get('/base/articles')).json()).data;
    const byId = articleDetailSchema.parse((await get(`/base/articles/${first!.id}`)).json());
    const bySlug = articleDetailSchema.parse((await get(`/base/articles/${first!.slug}`)).json());
    expect(bySlug.id).toBe(byId.id);
    expect(byId.html).toContain('<p>');
    expect(byId.html).not.toMatch(/<script|onerror=/i);
  });

  it("answers by another language's slug with this language's slug and the slug of every language", async () => {
    const [roCard] = articleListResponse.parse((await get('/base/articles', 'doors', 'ro')).json()).data;
    const [ruCard] = articleListResponse.parse((await get('/base/articles', 'doors', 'ru')).json()).data;
    expect(ruCard!.id).toBe(roCard!.id);
    // The Russian title, folded to Latin: a slug of its own that links in the list use.
    expect(ruCard!.slug).not.toBe(roCard!.slug);
    expect(ruCard!.slug).toMatch(/^[a-z0-9-]+$/);

    const article = articleDetailSchema.parse((await get(`/base/articles/${roCard!.slug}`, 'doors', 'ru')).json());
    expect(article.id).toBe(roCard!.id);
    expect(article.slug).toBe(ruCard!.slug);
    expect(article.alternates).toMatchObject({ ro: roCard!.slug, ru: ruCard!.slug });
    expect(Object.keys(article.alternates).sort()).toEqual(['ro', 'ru']);
    const inRomanian = articleDetailSchema.parse((await get(`/base/articles/${ruCard!.slug}`, 'doors', 'ro')).json());
    expect(inRomanian.slug).toBe(roCard!.slug);
  });

  it('says when the article last changed, never before it was published', async () => {
    const [first] = articleListResponse.parse((await get('/base/articles')).json()).data;
    const article = articleDetailSchema.parse((await get(`/base/articles/${first!.slug}`)).json());
    expect(Date.parse(article.updated_at)).toBeGreaterThanOrEqual(Date.parse(article.published_at));
  });

  it('answers a missing article with 404 and a bad page with 400', async () => {
    expect((await get('/base/articles/no-such-article')).statusCode).toBe(404);
    const bad = await get('/base/articles?page=zero');
    expect(bad.statusCode).toBe(400);
    expect(errorSchema.parse(bad.json()).fieldErrors).toHaveProperty('page');
  });
});

describe('faq, vacancies and pages', () => {
  it('lists FAQ in the requested language', async () => {
    const ru = faqResponse.parse((await get('/base/faq', 'doors', 'ru')).json());
    const ro = faqResponse.parse((await get('/base/faq', 'doors', 'ro')).json());
    expect(ru.length).toBeGreaterThanOrEqual(5);
    expect(ru[0]!.question).not.toBe(ro[0]!.question);
  });

  it('lists vacancies and shows one', async () => {
    const [first] = vacancyListResponse.parse((await get('/base/vacancies')).json());
    expect(vacancySchema.parse((await get(`/base/vacancies/${first!.id}`)).json()).title).toBe(first!.title);
    expect((await get('/base/vacancies/999999')).statusCode).toBe(404);
    expect((await get('/base/vacancies/abc')).statusCode).toBe(400);
  });

  it('serves a content page by slug with its layout flags', async () => {
    const page = pageResponse.parse((await get('/page/about')).json());
    expect(page.html).toContain('<h2>');
    expect(page.show_breadcrumbs).toBe(true);
    expect((await get('/page/missing')).statusCode).toBe(404);
  });
});

describe('media', () => {
  it('draws product pictures and logos without a site token', async () => {
    const picture = await app.inject({ url: '/media/products/12.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['cache-control']).not.toContain('immutable');
    const logo = await app.inject({ url: '/media/logos/pharmacy-dark.svg' });
    expect(logo.statusCode).toBe(200);
    expect((await app.inject({ url: '/media/logos/unknown-dark.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/products/../etc.svg' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
