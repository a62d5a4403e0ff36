// base/articles, base/faq, base/vacancies and page/{slug}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  articleDetailSchema,
  articleListQuery,
  articleListResponse,
  errorResponses,
  faqResponse,
  idOrSlugParams,
  idParams,
  pageResponse,
  siteHeadersSchema,
  slugParams,
  vacancyListResponse,
  vacancySchema,
} from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';
import { listArticles, loadArticle } from '../../content/articles.ts';
import { listFaq, listVacancies, loadPage, loadVacancy } from '../../content/blocks.ts';

const tags = ['content'];

export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/base/articles',
    {
      schema: {
        operationId: 'listArticles',
        summary: 'A page of articles (blog, news)',
        tags,
        headers: siteHeadersSchema,
        querystring: articleListQuery,
        response: { 200: articleListResponse, ...errorResponses },
      },
    },
    // Any article of the shop may join or leave a page of the list.
    (req, reply) => {
      reply.cacheTags([tag.articles(req.site.id)]);
      return listArticles(app.db, req.site.id, langOf(req), req.query);
    },
  );
  app.get(
    '/base/articles/:idOrSlug',
    {
      schema: {
        operationId: 'getArticle',
        summary: "One article by id or by its slug in any language, with its slugs in the shop's languages",
        tags,
        headers: siteHeadersSchema,
        params: idOrSlugParams,
        response: { 200: articleDetailSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const article = await loadArticle(app.db, req.site, langOf(req), req.params.idOrSlug);
      reply.cacheTags([tag.article(article.id)]);
      return article;
    },
  );
  app.get(
    '/base/faq',
    {
      schema: {
        operationId: 'listFaq',
        summary: 'Frequently asked questions',
        tags,
        headers: siteHeadersSchema,
        response: { 200: faqResponse, ...errorResponses },
      },
    },
    (req) => listFaq(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/vacancies',
    {
      schema: {
        operationId: 'listVacancies',
        summary: 'Open vacancies',
        tags,
        headers: siteHeadersSchema,
        response: { 200: vacancyListResponse, ...errorResponses },
      },
    },
    (req) => listVacancies(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/vacancies/:id',
    {
      schema: {
        operationId: 'getVacancy',
        summary: 'One vacancy',
        tags,
        headers: siteHeadersSchema,
        params: idParams,
        response: { 200: vacancySchema, ...errorResponses },
      },
    },
    (req) => loadVacancy(app.db, req.site.id, langOf(req), req.params.id),
  );
  app.get(
    '/page/:slug',
    {
      schema: {
        operationId: 'getPage',
        summary: 'A content page by slug',
        tags,
        headers: siteHeadersSchema,
        params: slugParams,
        response: { 200: pageResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { id, page } = await loadPage(app.db, req.site.id, langOf(req), req.params.slug);
      reply.cacheTags([tag.page(id)]);
      return page;
    },
  );
}
