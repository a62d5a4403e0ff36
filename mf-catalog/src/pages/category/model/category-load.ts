// A category page's load on the server: the shop's settings first (on the bus; they decide the
// listing's calls), then the page. A url of another language is redirected to this language's, as
// a product's slug is, so a shopper who switched language sees the category under its own name.
import { allSettled } from 'effector';
import { $locale, redirectSet } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { findInMenu } from '../../../entities/category/index.ts';
import { catalogSettings } from '../../../entities/shop/index.ts';
import { pageLoad } from '../../../shared/api/page.ts';
import { siteFrameOf } from '../../../shared/api/site-frame.ts';
import { categorySpec, categoryUrlOf, urlInThisLanguage } from './category-spec.ts';

/** The route's load: the shop's settings first (they decide the listing's calls), then the page. */
export const categoryLoad: RouteLoad = async (context) => {
  const { scope, params } = context;
  const { settings, menu } = await siteFrameOf(scope);
  const url = categoryUrlOf(params);
  const own = findInMenu(menu, url) ? null : urlInThisLanguage(menu, url);
  if (own) {
    // 301 like a product's: the url names this category in another language for good.
    const location = localePath(scope.getState($locale), `/${own}`);
    await allSettled(redirectSet, { scope, params: { location, status: 301 } });
    return;
  }
  await pageLoad(categorySpec(catalogSettings(settings), menu))(context);
};
