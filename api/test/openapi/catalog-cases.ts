// Catalogue, home, search, reviews and the menu calculator.
import { anonymousCase, getCase, postCase, type AnswerCase, type CaseContext } from './cases.ts';

interface Page {
  products: { productId: number; url: string }[];
}
interface Brands {
  groups: { brands: { slug: string }[] }[];
}

export function catalogCases({ read, own }: CaseContext): AnswerCase[] {
  const products = () => read<Page>('/general/product-filter?pagination=3&sort=name%2B');
  const productSlug = async () => (await products()).products[0]!.url.split('/').pop()!;
  const productId = async () => (await products()).products[0]!.productId;
  const brandSlug = async () => (await read<Brands>('/general/brand')).groups[0]!.brands[0]!.slug;
  const localityId = async () => (await read<{ localityId: number }[]>('/base/locality', 'meal-plan'))[0]!.localityId;
  const review = { product_id: own.productId, author: 'Ana', rating: 5, text: 'Exact ce am căutat, mulțumesc.' };

  return [
    getCase('GET /general/menu_tree', 200, '/general/menu_tree'),
    anonymousCase('GET /general/menu_tree', '/general/menu_tree'),
    getCase('GET /general/product-filter', 200, '/general/product-filter?pagination=5&sort=price%2B'),
    getCase('GET /general/product-filter', 400, '/general/product-filter?page=0'),
    getCase('GET /general/product/{slug}', 200, async () => `/general/product/${await productSlug()}`),
    getCase('GET /general/product/{slug}', 404, '/general/product/no-such-product'),
    postCase('POST /general/slug_check', 200, '/general/slug_check', async () => ({
      current_lang: 'ro',
      new_lang: 'ru',
      current_slug: await productSlug(),
      object_type: 'product',
    })),
    postCase('POST /general/slug_check', 400, '/general/slug_check', { current_lang: 'ro', object_type: 'shop' }),
    getCase('GET /general/brand', 200, '/general/brand'),
    anonymousCase('GET /general/brand', '/general/brand'),
    getCase('GET /general/brand/{slug}', 200, async () => `/general/brand/${await brandSlug()}`),
    getCase('GET /general/brand/{slug}', 404, '/general/brand/no-such-brand'),
    getCase('GET /base/advantage/{kind}', 200, '/base/advantage/main_page'),
    getCase('GET /base/advantage/{kind}', 400, '/base/advantage/every_page'),

    getCase('GET /general/product-review', 200, async () => `/general/product-review?product_id=${await productId()}`),
    getCase('GET /general/product-review', 400, '/general/product-review'),
    postCase('POST /general/product-review', 201, '/general/product-review', { ...review, captcha: 'ok' }, own.token),
    postCase('POST /general/product-review', 400, '/general/product-review', { ...review, rating: 9 }, own.token),
    postCase(
      'POST /general/product-review/{id}/{vote}',
      200,
      async () => `/general/product-review/${await own.reviewId()}/like`,
      {},
      own.token,
    ),
    postCase('POST /general/product-review/{id}/{vote}', 404, '/general/product-review/2147483647/like', {}, own.token),

    getCase('GET /base/locality', 200, '/base/locality', 'meal-plan'),
    getCase('GET /base/locality', 400, '/base/locality?region_id=0', 'meal-plan'),
    getCase(
      'GET /general/menu-calculator',
      200,
      async () => `/general/menu-calculator?locality_id=${await localityId()}`,
      'meal-plan',
    ),
    getCase('GET /general/menu-calculator', 404, '/general/menu-calculator?locality_id=1'),

    getCase('GET /general/sliders', 200, '/general/sliders'),
    getCase('GET /general/sliders', 400, '/general/sliders?key=old'),
    getCase(
      'GET /general/product-filter/recommended',
      200,
      async () => `/general/product-filter/recommended?product_ids=${await productId()}`,
    ),
    getCase('GET /general/product-filter/recommended', 400, '/general/product-filter/recommended'),
    getCase('GET /general/product-filter/promo', 200, '/general/product-filter/promo'),
    anonymousCase('GET /general/product-filter/promo', '/general/product-filter/promo'),
    getCase('GET /base/main_page_similar_category', 200, '/base/main_page_similar_category'),
    anonymousCase('GET /base/main_page_similar_category', '/base/main_page_similar_category'),
    getCase('GET /base/slides_banner', 200, '/base/slides_banner'),
    anonymousCase('GET /base/slides_banner', '/base/slides_banner'),
    getCase('GET /general/popular_query', 200, '/general/popular_query'),
    anonymousCase('GET /general/popular_query', '/general/popular_query'),
    getCase('GET /general/v2/search/search', 200, '/general/v2/search/search?query=vitamin'),
    getCase('GET /general/v2/search/search', 400, `/general/v2/search/search?query=${'a'.repeat(201)}`),
  ];
}
