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
import { cardTags, tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';

const tags = ['home'];

export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/general/sliders',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'listSliders',
        summary: 'Product sliders: new, on sale, popular',
        tags,
        headers: siteHeadersSchema,
        querystring: slidersQuery,
        response: { 200: slidersResponse, ...errorResponses },
      },
    },
    // Any product of the shop may join or leave a slider (new, on sale, popular).
    async (req, reply) => {
      const sliders = await loadSliders(app.db, req.site, langOf(req), req.query);
      reply.cacheTags([...sliders.flatMap((slider) => cardTags(slider.products)), tag.catalog(req.site.id)]);
      return sliders;
    },
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
    async (req, reply) => {
      const { cards, tags } = await loadRecommended(app.db, req.site, langOf(req), req.query.product_ids);
      reply.cacheTags(tags);
      return cards;
    },
  );
  app.get(
    '/general/product-filter/promo',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'listPromoProducts',
        summary: 'Products of the home page promo block',
        tags,
        headers: siteHeadersSchema,
        response: { 200: productCardsResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const cards = await loadPromo(app.db, req.site, langOf(req));
      reply.cacheTags([...cardTags(cards), tag.catalog(req.site.id)]);
      return cards;
    },
  );
  app.get(
    '/base/main_page_similar_category',
    {
      config: { shopWide: true },
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
      config: { shopWide: true },
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
      config: { shopWide: true },
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
