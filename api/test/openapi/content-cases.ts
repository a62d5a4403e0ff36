// Articles, pages, settings, gallery and the shop's community calls.
import { anonymousCase, getCase, type AnswerCase, type CaseContext } from './cases.ts';

interface Articles {
  data: { id: number; slug: string }[];
}

export function contentCases({ read }: CaseContext): AnswerCase[] {
  const article = async () => (await read<Articles>('/base/articles')).data[0]!;
  const vacancyId = async () => (await read<{ id: number }[]>('/base/vacancies'))[0]!.id;
  const albumId = async () => (await read<{ id: number }[]>('/base/gallery'))[0]!.id;
  const productSlug = async () =>
    (await read<{ products: { url: string }[] }>('/general/product-filter?pagination=1')).products[0]!.url.split(
      '/',
    ).pop()!;

  return [
    getCase('GET /base/articles', 200, '/base/articles'),
    getCase('GET /base/articles', 400, '/base/articles?page=0'),
    getCase('GET /base/articles/{idOrSlug}', 200, async () => `/base/articles/${(await article()).slug}`),
    getCase('GET /base/articles/{idOrSlug}', 404, '/base/articles/no-such-article'),
    getCase(
      'GET /base/articles/recommended/{id}',
      200,
      async () => `/base/articles/recommended/${(await article()).id}`,
    ),
    getCase('GET /base/articles/recommended/{id}', 400, '/base/articles/recommended/0'),
    getCase('GET /general/seo/article', 200, async () => `/general/seo/article?article_slug=${(await article()).slug}`),
    getCase('GET /general/seo/article', 200, async () => `/general/seo/article?product_slug=${await productSlug()}`),
    getCase('GET /general/seo/article', 400, '/general/seo/article'),
    getCase('GET /base/faq', 200, '/base/faq'),
    anonymousCase('GET /base/faq', '/base/faq'),
    getCase('GET /base/vacancies', 200, '/base/vacancies'),
    anonymousCase('GET /base/vacancies', '/base/vacancies'),
    getCase('GET /base/vacancies/{id}', 200, async () => `/base/vacancies/${await vacancyId()}`),
    getCase('GET /base/vacancies/{id}', 404, '/base/vacancies/2147483647'),
    getCase('GET /page/{slug}', 200, '/page/about'),
    getCase('GET /page/{slug}', 404, '/page/no-such-page'),
    getCase('GET /page/{slug}/html', 200, '/page/about/html'),
    getCase('GET /page/{slug}/html', 404, '/page/no-such-page/html'),

    getCase('GET /settings/footer_settings', 200, '/settings/footer_settings'),
    anonymousCase('GET /settings/footer_settings', '/settings/footer_settings'),
    getCase('GET /settings/{page}', 200, '/settings/about_us_page'),
    getCase('GET /settings/{page}', 400, '/settings/blog_page'),
    getCase('GET /settings/main_page_settings', 200, '/settings/main_page_settings'),
    anonymousCase('GET /settings/main_page_settings', '/settings/main_page_settings'),
    getCase('GET /settings/default-site-files', 200, '/settings/default-site-files'),
    anonymousCase('GET /settings/default-site-files', '/settings/default-site-files'),
    getCase('GET /settings/global_site_settings', 200, '/settings/global_site_settings'),
    anonymousCase('GET /settings/global_site_settings', '/settings/global_site_settings'),
    getCase('GET /base/contacts', 200, '/base/contacts'),
    anonymousCase('GET /base/contacts', '/base/contacts'),
    getCase('GET /base/page-contacts', 200, '/base/page-contacts'),
    anonymousCase('GET /base/page-contacts', '/base/page-contacts'),

    getCase('GET /base/gallery', 200, '/base/gallery'),
    anonymousCase('GET /base/gallery', '/base/gallery'),
    getCase('GET /base/gallery/all_images', 200, '/base/gallery/all_images'),
    anonymousCase('GET /base/gallery/all_images', '/base/gallery/all_images'),
    getCase('GET /base/gallery/{id}', 200, async () => `/base/gallery/${await albumId()}`),
    getCase('GET /base/gallery/{id}', 404, '/base/gallery/2147483647'),
    getCase('GET /base/payment-systems', 200, '/base/payment-systems'),
    anonymousCase('GET /base/payment-systems', '/base/payment-systems'),
    getCase('GET /base/order-guide', 200, '/base/order-guide'),
    anonymousCase('GET /base/order-guide', '/base/order-guide'),
    getCase('GET /base/services', 200, '/base/services'),
    anonymousCase('GET /base/services', '/base/services'),
    getCase('GET /base/reviews', 200, '/base/reviews'),
    getCase('GET /base/reviews', 400, '/base/reviews?page=0'),
    getCase('GET /base/video-reviews', 200, '/base/video-reviews'),
    getCase('GET /base/video-reviews', 400, '/base/video-reviews?pagination=49'),
    getCase('GET /base/partners/region_partners', 200, '/base/partners/region_partners'),
    anonymousCase('GET /base/partners/region_partners', '/base/partners/region_partners'),
  ];
}
