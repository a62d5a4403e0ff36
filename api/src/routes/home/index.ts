// Home-page calls: general/sliders, product-filter/recommended and /promo,
// base/main_page_similar_category, base/slides_banner, general/popular_query.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorSchema,
  popularQueryResponse,
  productCardsResponse,
  recommendedQuery,
  similarCategoriesResponse,
  siteHeadersSchema,
  slidersQuery,
  slidersResponse,
  slidesBannerResponse,
} from '@vitrina/contract';

import { loadPopularQueries, loadPromo, loadRecommended, loadSimilarCategories, loadSliders, loadSlidesBanner } from '../../catalog/home.ts';
import { langOf } from '../../catalog/localise.ts';

const errors = { 400: errorSchema, 401: errorSchema };
const tags = ['home'];

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/general/sliders', {
    schema: { tags, headers: siteHeadersSchema, querystring: slidersQuery, response: { 200: slidersResponse, ...errors } },
  }, (req) => loadSliders(app.db, req.site, langOf(req), req.query));
  app.get('/general/product-filter/recommended', {
    schema: { tags, headers: siteHeadersSchema, querystring: recommendedQuery, response: { 200: productCardsResponse, ...errors } },
  }, (req) => loadRecommended(app.db, req.site, langOf(req), req.query.product_ids));
  app.get('/general/product-filter/promo', {
    schema: { tags, headers: siteHeadersSchema, response: { 200: productCardsResponse, ...errors } },
  }, (req) => loadPromo(app.db, req.site, langOf(req)));
  app.get('/base/main_page_similar_category', {
    schema: { tags, headers: siteHeadersSchema, response: { 200: similarCategoriesResponse, ...errors } },
  }, (req) => loadSimilarCategories(app.db, req.site.id, langOf(req)));
  app.get('/base/slides_banner', {
    schema: { tags, headers: siteHeadersSchema, response: { 200: slidesBannerResponse, ...errors } },
  }, (req) => loadSlidesBanner(app.db, req.site.id, langOf(req)));
  app.get('/general/popular_query', {
    schema: { tags, headers: siteHeadersSchema, response: { 200: popularQueryResponse, ...errors } },
  }, (req) => loadPopularQueries(app.db, req.site.id, langOf(req)));
}
