// Every route folder, registered once. Folders mirror the back end's URL paths.
import type { FastifyInstance } from 'fastify';

import { advertRoutes } from './adverts/index.ts';
import { authRoutes } from './auth/index.ts';
import { cartRoutes } from './cart/index.ts';
import { catalogRoutes } from './catalog/index.ts';
import { menuCalculatorRoutes } from './catalog/menu-calculator.ts';
import { reviewRoutes } from './catalog/reviews.ts';
import { communityRoutes } from './content/community.ts';
import { contentRoutes } from './content/index.ts';
import { deliveryRoutes } from './delivery/index.ts';
import { favoriteRoutes } from './favorites/index.ts';
import { siteExtrasRoutes } from './content/site-extras.ts';
import { sitePagesRoutes } from './content/site-pages.ts';
import { formRoutes } from './forms/index.ts';
import { homeRoutes } from './home/index.ts';
import { mediaRoutes } from './media/index.ts';
import { paymentRoutes } from './payment/index.ts';
import { actRoutes } from './acts/index.ts';
import { creditRoutes } from './credit/index.ts';
import { orderRoutes } from './orders/index.ts';
import { shopDeliveryPricer } from '../orders/shop-delivery.ts';
import { quoteRoutes } from './quote/index.ts';
import { searchRoutes } from './search/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { siteRoutes } from './sites/index.ts';
import { sitemapRoutes } from './sitemap/index.ts';
import { userRoutes } from './users/index.ts';
import type { SitemapOptions } from '../content/sitemap/store.ts';

export async function routes(app: FastifyInstance, options: { sitemap: SitemapOptions }) {
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(catalogRoutes);
  await app.register(reviewRoutes);
  await app.register(menuCalculatorRoutes, {});
  await app.register(homeRoutes);
  await app.register(searchRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(sitePagesRoutes);
  await app.register(siteExtrasRoutes);
  await app.register(communityRoutes);
  await app.register(formRoutes);
  await app.register(mediaRoutes);
  await app.register(sitemapRoutes, options.sitemap);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(favoriteRoutes);
  await app.register(cartRoutes);
  await app.register(deliveryRoutes);
  await app.register(orderRoutes, { priceDelivery: shopDeliveryPricer });
  await app.register(quoteRoutes);
  await app.register(paymentRoutes);
  await app.register(creditRoutes, { priceDelivery: shopDeliveryPricer });
  await app.register(actRoutes);
  await app.register(advertRoutes);
}
