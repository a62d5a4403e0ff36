// The article page's structured data as Google's article results read it (schema.org NewsArticle):
// headline, image, when it was published and changed, and the shop as its author and publisher.
import { describe, expect, it } from 'vitest';
import { SHOP_ORGANIZATION_ID } from '@vitrina/domain';
import { articleSpec } from '../src/pages/articles/model/article-spec.ts';

const ARTICLE = {
  id: 17,
  slug: 'vitamina-d',
  title: 'Vitamina D: cât și când',
  excerpt: 'Citiți instrucțiunea înainte de utilizare.',
  image: '/media/illustrations/article-2.svg',
  published_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-22T09:30:00.000Z',
  status_id: 1,
  html: '<p>Text</p>',
  alternates: { ro: 'vitamina-d', ru: 'vitamin-d-skolko-i-kogda', en: 'vitamin-d-how-much-and-when' },
};

describe('article JSON-LD', () => {
  const head = articleSpec.head([ARTICLE], 'ro', { url: 'vitamina-d' });
  const article = head.jsonLd?.find((object) => object['@type'] === 'NewsArticle');

  it('gives the headline, picture, both dates and the page it is on', () => {
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Vitamina D: cât și când',
      image: ['/media/illustrations/article-2.svg'],
      datePublished: '2026-11-21T08:00:00.000Z',
      dateModified: '2026-11-22T09:30:00.000Z',
      inLanguage: 'ro',
      mainEntityOfPage: '/ro/articles/vitamina-d',
    });
  });

  it("names the shop's Organization (which the shell describes) as author and publisher", () => {
    const shop = { '@type': 'Organization', '@id': SHOP_ORGANIZATION_ID };
    expect(article?.author).toEqual(shop);
    expect(article?.publisher).toEqual(shop);
  });

  it('keeps the breadcrumb trail beside it', () => {
    expect(head.jsonLd?.map((object) => object['@type'])).toEqual(['BreadcrumbList', 'NewsArticle']);
  });

  it("names the article's page in each language at that language's slug (hreflang, language panel)", () => {
    expect(head.alternates).toEqual({
      ro: '/articles/vitamina-d',
      ru: '/articles/vitamin-d-skolko-i-kogda',
      en: '/articles/vitamin-d-how-much-and-when',
    });
  });
});
