// base/gallery (+all_images, {id}), base/payment-systems, base/order-guide,
// settings/main_page_settings, settings/default-site-files.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  defaultSiteFilesResponse,
  errorResponses,
  galleryAlbumSchema,
  galleryAllImagesResponse,
  galleryListResponse,
  idParams,
  mainPageSettingsResponse,
  orderGuideResponse,
  paymentSystemsResponse,
  siteHeadersSchema,
} from '@vitrina/contract';

import { langOf } from '../../catalog/localise.ts';
import {
  defaultSiteFiles,
  listAllImages,
  listGallery,
  listOrderGuide,
  listPaymentSystems,
  loadAlbum,
  mainPageSettings,
} from '../../content/site-extras.ts';

const tags = ['content'];

export async function siteExtrasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/base/gallery',
    {
      schema: {
        operationId: 'listGalleryAlbums',
        summary: 'Gallery albums',
        tags,
        headers: siteHeadersSchema,
        response: { 200: galleryListResponse, ...errorResponses },
      },
    },
    (req) => listGallery(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/gallery/all_images',
    {
      schema: {
        operationId: 'listGalleryImages',
        summary: 'Every image of every gallery album',
        tags,
        headers: siteHeadersSchema,
        response: { 200: galleryAllImagesResponse, ...errorResponses },
      },
    },
    (req) => listAllImages(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/gallery/:id',
    {
      schema: {
        operationId: 'getGalleryAlbum',
        summary: 'One gallery album with its images',
        tags,
        headers: siteHeadersSchema,
        params: idParams,
        response: { 200: galleryAlbumSchema, ...errorResponses },
      },
    },
    (req) => loadAlbum(app.db, req.site.id, langOf(req), req.params.id),
  );
  app.get(
    '/base/payment-systems',
    {
      schema: {
        operationId: 'listPaymentSystems',
        summary: 'Payment systems the shop accepts',
        tags,
        headers: siteHeadersSchema,
        response: { 200: paymentSystemsResponse, ...errorResponses },
      },
    },
    async (req) => listPaymentSystems(langOf(req)),
  );
  app.get(
    '/base/order-guide',
    {
      schema: {
        operationId: 'listOrderGuideSteps',
        summary: 'Steps of the how-to-order guide',
        tags,
        headers: siteHeadersSchema,
        response: { 200: orderGuideResponse, ...errorResponses },
      },
    },
    async (req) => listOrderGuide(langOf(req)),
  );
  app.get(
    '/settings/main_page_settings',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'getMainPageSettings',
        summary: 'Home page sections, each on or off, and their limits',
        tags: ['settings'],
        headers: siteHeadersSchema,
        response: { 200: mainPageSettingsResponse, ...errorResponses },
      },
    },
    async () => mainPageSettings(),
  );
  app.get(
    '/settings/default-site-files',
    {
      schema: {
        operationId: 'getDefaultSiteFiles',
        summary: "The shop's favicon, touch icon, social image and robots.txt",
        tags: ['settings'],
        headers: siteHeadersSchema,
        response: { 200: defaultSiteFilesResponse, ...errorResponses },
      },
    },
    async (req) => defaultSiteFiles(req.site),
  );
}
