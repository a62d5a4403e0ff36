// general/menu_tree, general/product-filter, product detail and general/slug_check.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  advantageKindParams,
  advantagesResponse,
  brandDetailResponse,
  brandTreeResponse,
  errorResponses,
  menuTreeResponse,
  productDetailSchema,
  productFilterQuery,
  productFilterResponse,
  siteHeadersSchema,
  slugCheckBody,
  slugCheckResponse,
  slugParams,
} from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { loadBrand, loadBrandTree } from '../../catalog/brands.ts';
import { langOf } from '../../catalog/localise.ts';
import { listAdvantages } from '../../content/blocks.ts';
import { loadMenuTree } from '../../catalog/menu-tree.ts';
import { checkSlug, loadProduct } from '../../catalog/product-detail.ts';
import { createListCache, listProducts } from '../../catalog/product-list.ts';

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One cache per app, so two apps on different databases (tests) never share entries.
  const listCache = createListCache();

  app.get(
    '/general/menu_tree',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'getMenuTree',
        summary: 'Categories and their subcategories, for the menu',
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        response: { 200: menuTreeResponse, ...errorResponses },
      },
    },
    (req) => loadMenuTree(app.db, req.site.id, langOf(req), req.site.langs),
  );

  app.get(
    '/general/product-filter',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'listProducts',
        summary: 'A page of products with filters, price bounds and sorting',
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        querystring: productFilterQuery,
        response: { 200: productFilterResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { list, tags } = await listProducts(
        app.db,
        listCache,
        req.site.id,
        req.site.currency,
        langOf(req),
        req.query,
      );
      reply.cacheTags(tags);
      return list;
    },
  );

  app.get(
    '/general/product/:slug',
    {
      schema: {
        operationId: 'getProduct',
        summary: 'One product by its slug, with its slugs in the other languages',
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        params: slugParams,
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const product = await loadProduct(app.db, req.site, langOf(req), req.params.slug);
      reply.cacheTags([tag.product(product.productId)]);
      return product;
    },
  );

  app.post(
    '/general/slug_check',
    {
      schema: {
        operationId: 'checkSlug',
        summary: "A product's or category's slug in another language",
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        body: slugCheckBody,
        response: { 200: slugCheckResponse, ...errorResponses },
      },
    },
    (req) => checkSlug(app.db, req.site.id, req.body),
  );

  app.get(
    '/general/brand',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'listBrands',
        summary: 'Brands grouped by first letter',
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        response: { 200: brandTreeResponse, ...errorResponses },
      },
    },
    (req) =>
      loadBrandTree(app.db, req.site.id, (req.site.settings as { brands_position?: number }).brands_position ?? null),
  );

  app.get(
    '/general/brand/:slug',
    {
      schema: {
        operationId: 'getBrand',
        summary: 'One brand by its slug, with its product count',
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        params: slugParams,
        response: { 200: brandDetailResponse, ...errorResponses },
      },
    },
    // Its product count moves with the shop's assortment; its name is the shop's (site).
    (req, reply) => {
      reply.cacheTags([tag.assortment(req.site.id)]);
      return loadBrand(app.db, req.site.id, req.params.slug);
    },
  );

  app.get(
    '/base/advantage/:kind',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'listAdvantages',
        summary: "The shop's advantages shown on a kind of page",
        tags: ['content'],
        headers: siteHeadersSchema,
        params: advantageKindParams,
        response: { 200: advantagesResponse, ...errorResponses },
      },
    },
    (req) => listAdvantages(app.db, req.site.id, langOf(req)),
  );
}
