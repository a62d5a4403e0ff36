// settings/{about_us_page, terms_and_privacy_policy, ...}, settings/footer_settings, base/contacts,
// base/page-contacts, base/articles/recommended/{id}, general/seo/article, page/{slug}/html.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  contactsResponse,
  errorResponses,
  footerSettingsResponse,
  idParams,
  recommendedArticlesResponse,
  seoArticleQuery,
  seoArticleResponse,
  settingsPageParams,
  settingsPageResponse,
  siteHeadersSchema,
  slugParams,
} from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';
import { loadProduct } from '../../catalog/product-detail.ts';
import { loadArticle } from '../../content/articles.ts';
import { loadPage } from '../../content/blocks.ts';
import {
  loadContacts,
  loadFooterSettings,
  loadRecommendedArticles,
  loadSettingsPage,
} from '../../content/site-pages.ts';

const tags = ['content'];

export async function sitePagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/footer_settings',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'getFooterSettings',
        summary: 'Footer link columns, contacts and social links',
        tags: ['settings'],
        headers: siteHeadersSchema,
        response: { 200: footerSettingsResponse, ...errorResponses },
      },
    },
    (req) => loadFooterSettings(app.db, req.site, langOf(req)),
  );
  app.get(
    '/settings/:page',
    {
      schema: {
        operationId: 'getSettingsPage',
        summary: 'A legal or about page kept in the settings (about us, terms, ...)',
        tags: ['settings'],
        headers: siteHeadersSchema,
        params: settingsPageParams,
        response: { 200: settingsPageResponse, ...errorResponses },
      },
    },
    (req) => loadSettingsPage(app.db, req.site.id, langOf(req), req.params.page),
  );
  // The spec names both URLs; the demo has one set of contacts, so both give the same answer.
  const contacts = [
    ['/base/contacts', 'getContacts', "The shop's contacts: addresses, phones, schedule"],
    ['/base/page-contacts', 'getPageContacts', "The contacts page's contacts (here the same as base/contacts)"],
  ] as const;
  for (const [url, operationId, summary] of contacts) {
    app.get(
      url,
      {
        schema: {
          operationId,
          summary,
          tags,
          headers: siteHeadersSchema,
          response: { 200: contactsResponse, ...errorResponses },
        },
      },
      async (req) => loadContacts(req.site, langOf(req)),
    );
  }
  app.get(
    '/base/articles/recommended/:id',
    {
      schema: {
        operationId: 'listRecommendedArticles',
        summary: 'Articles recommended next to an article',
        tags,
        headers: siteHeadersSchema,
        params: idParams,
        response: { 200: recommendedArticlesResponse, ...errorResponses },
      },
    },
    (req, reply) => {
      reply.cacheTags([tag.articles(req.site.id)]);
      return loadRecommendedArticles(app.db, req.site.id, langOf(req), req.params.id);
    },
  );
  app.get(
    '/general/seo/article',
    {
      schema: {
        operationId: 'getSeoTags',
        summary: "An article's or a product's title, description and keywords",
        tags,
        headers: siteHeadersSchema,
        querystring: seoArticleQuery,
        response: { 200: seoArticleResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      if (req.query.article_slug) {
        const article = await loadArticle(app.db, req.site, langOf(req), req.query.article_slug);
        reply.cacheTags([tag.article(article.id)]);
        return {
          title: article.title,
          description: article.excerpt.slice(0, 160),
          keywords: article.title.toLowerCase().split(/\s+/).join(', '),
        };
      }
      const product = await loadProduct(app.db, req.site, langOf(req), req.query.product_slug!);
      reply.cacheTags([tag.product(product.productId)]);
      return { title: product.seo_title, description: product.seo_description, keywords: product.seo_keywords };
    },
  );
  app.get(
    '/page/:slug/html',
    {
      schema: {
        operationId: 'getPageHtml',
        summary: "A content page's sanitised html",
        tags,
        headers: siteHeadersSchema,
        params: slugParams,
        response: {
          200: { description: 'Sanitised page html', content: { 'text/html': { schema: z.string() } } },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { id, page } = await loadPage(app.db, req.site.id, langOf(req), req.params.slug);
      return reply
        .cacheTags([tag.page(id)])
        .header('content-type', 'text/html; charset=utf-8')
        .send(page.html);
    },
  );
}
