// Home-page calls: general/sliders, product-filter/recommended and /promo,
// base/main_page_similar_category, base/slides_banner, general/popular_query.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  popularQueryResponse,
  productCardsResponse,
  recommendedQuery,
  similarCategoriesResponse,
  siteHeadersSchema,
  slidersQuery,
  slidersResponse,
  slidesBannerResponse,
} from '@vitrina/contract';

import {
  loadPopularQueries,
  loadPromo,
  loadRecommended,
  loadSimilarCategories,
  loadSliders,
  loadSlidesBanner,
} from '../../catalog/home.ts';
import { langOf } from '../../catalog/localise.ts';

const tags = ['home'];

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/general/sliders',
    {
      schema: {
        operationId: 'listSliders',
        summary: 'Product sliders: new, on sale, popular',
        tags,
        headers: siteHeadersSchema,
        querystring: slidersQuery,
        response: { 200: slidersResponse, ...errorResponses },
      },
    },
    (req) => loadSliders(app.db, req.site, langOf(req), req.query),
  );
  app.get(
    '/general/product-filter/recommended',
    {
      schema: {
        operationId: 'listRecommendedProducts',
        summary: 'Products recommended next to the given ones',
        tags,
        headers: siteHeadersSchema,
        querystring: recommendedQuery,
        response: { 200: productCardsResponse, ...errorResponses },
      },
    },
    (req) => loadRecommended(app.db, req.site, langOf(req), req.query.product_ids),
  );
  app.get(
    '/general/product-filter/promo',
    {
      schema: {
        operationId: 'listPromoProducts',
        summary: 'Products of the home page promo block',
        tags,
        headers: siteHeadersSchema,
        response: { 200: productCardsResponse, ...errorResponses },
      },
    },
    (req) => loadPromo(app.db, req.site, langOf(req)),
  );
  app.get(
    '/base/main_page_similar_category',
    {
      schema: {
        operationId: 'listSimilarCategories',
        summary: 'Categories shown on the home page',
        tags,
        headers: siteHeadersSchema,
        response: { 200: similarCategoriesResponse, ...errorResponses },
      },
    },
    (req) => loadSimilarCategories(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/slides_banner',
    {
      schema: {
        operationId: 'listSlidesBanner',
        summary: 'Slides of the home page banner',
        tags,
        headers: siteHeadersSchema,
        response: { 200: slidesBannerResponse, ...errorResponses },
      },
    },
    (req) => loadSlidesBanner(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/general/popular_query',
    {
      schema: {
        operationId: 'listPopularQueries',
        summary: 'Popular search queries',
        tags,
        headers: siteHeadersSchema,
        response: { 200: popularQueryResponse, ...errorResponses },
      },
    },
    (req) => loadPopularQueries(app.db, req.site.id, langOf(req)),
  );
}
