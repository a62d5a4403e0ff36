import { describe, expect, it } from 'vitest';

import {
  articleListResponse,
  contactsResponse,
  errorSchema,
  footerSettingsResponse,
  productFilterResponse,
  recommendedArticlesResponse,
  SETTINGS_PAGES,
  seoArticleResponse,
  settingsPageResponse,
} from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();
const get = (url: string, brand = 'tech', lang?: string) => app.inject({ url, headers: site(brand, lang) });

describe('settings pages', () => {
  it.each(SETTINGS_PAGES)('serves settings/%s with a title and html in the requested language', async (page) => {
    const res = await get(`/settings/${page}`, 'tech', 'en');
    expect(res.statusCode).toBe(200);
    const body = settingsPageResponse.parse(res.json());
    expect(body.title).toMatch(/[A-Za-z]/);
    expect(body.html).toMatch(/<(h2|h3)>/);
  });

  it('answers an unknown settings page with 400 naming the page', async () => {
    const res = await get('/settings/no_such_page');
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toHaveProperty('page');
  });
});

describe('footer and contacts', () => {
  it('gives footer columns with the catalogue, phones and social links', async () => {
    const footer = footerSettingsResponse.parse((await get('/settings/footer_settings', 'doors', 'ru')).json());
    expect(footer.columns[0]!.links.length).toBeGreaterThanOrEqual(5);
    expect(footer.columns[0]!.links[0]!.url.startsWith('/ru/')).toBe(true);
    expect(footer.phones.length).toBeGreaterThan(0);
    expect(footer.address).toMatch(/[а-яё]/i);
  });

  it('links the settings pages at the paths the storefront serves them (terms at /terms-and-privacy)', async () => {
    const footer = footerSettingsResponse.parse((await get('/settings/footer_settings', 'doors', 'ru')).json());
    const urls = footer.columns.flatMap((column) => column.links.map((link) => link.url));
    expect(urls).toEqual(expect.arrayContaining(['/ru/delivery', '/ru/credit', '/ru/terms-and-privacy', '/ru/about']));
    expect(urls).not.toContain('/ru/terms');
  });

  it('gives contacts on both contact calls', async () => {
    for (const url of ['/base/contacts', '/base/page-contacts']) {
      const [contact] = contactsResponse.parse((await get(url, 'plastics')).json());
      expect(contact!.email).toBe('info@plastics.example');
      expect(contact!.phones[0]).toMatch(/^\+40/);
    }
  });
});

describe('articles and seo', () => {
  it('recommends other articles than the one read', async () => {
    const [first] = articleListResponse.parse((await get('/base/articles')).json()).data;
    const recommended = recommendedArticlesResponse.parse(
      (await get(`/base/articles/recommended/${first!.id}`)).json(),
    );
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((a) => a.id)).not.toContain(first!.id);
  });

  it('gives seo data by article slug or product slug, and 400 for neither', async () => {
    const [article] = articleListResponse.parse((await get('/base/articles')).json()).data;
    expect(
      seoArticleResponse.parse((await get(`/general/seo/article?article_slug=${article!.slug}`)).json()).title,
    ).toBe(article!.title);
    const [product] = productFilterResponse.parse(
      (await get('/general/product-filter?pagination=1', 'tech', 'uk')).json(),
    ).products;
    const seo = seoArticleResponse.parse(
      (await get(`/general/seo/article?product_slug=${product!.url.replace('/product/', '')}`, 'tech', 'uk')).json(),
    );
    expect(seo.title).toContain(product!.title);
    expect((await get('/general/seo/article')).statusCode).toBe(400);
    expect((await get('/general/seo/article?article_slug=nope')).statusCode).toBe(404);
  });

  it('serves a page as bare html', async () => {
    const res = await get('/page/about/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.startsWith('<h2>')).toBe(true);
  });
});
