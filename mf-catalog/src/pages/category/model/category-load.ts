// A category page's load on the server: the shop's settings first (on the bus; they decide the
// listing's calls), then the page.
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { catalogSettings } from '../../../entities/shop/index.ts';
import { pageLoad } from '../../../shared/api/page.ts';
import { siteFrameOf } from '../../../shared/api/site-frame.ts';
import { categorySpec } from './category-spec.ts';

/** The route's load: the shop's settings first (they decide the listing's calls), then the page. */
export const categoryLoad: RouteLoad = async (context) => {
  const { settings, menu } = await siteFrameOf(context.scope);
  await pageLoad(categorySpec(catalogSettings(settings), menu))(context);
};
