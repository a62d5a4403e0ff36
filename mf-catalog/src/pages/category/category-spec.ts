// What a category page loads: the settings (page mode, sorts), the menu (title and trail) and the
// listing. In load-more mode the URL's page n means pages 1..n shown one under the other, so a
// shared link shows what the shopper saw; in pagination mode only page n.
import type { z } from 'zod';
import type { productFilterResponse } from '@vitrina/contract';
import type { Locale, PageHead } from '@vitrina/events';
import { breadcrumbLd, localePath, trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { textFor } from '../../i18n/index.ts';
import { catalogSettings, findInMenu, MENU_REQUEST, SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import type { CatalogSettings, MenuCategory } from '../../shared/lib/shop-settings.ts';
import { pageLoad } from '../../shared/page.ts';
import type { PageSpec, Params } from '../../shared/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../shared/resources.ts';
import { currentPage, currentSort, listRequest, sortsFor } from './list-query.ts';

const MAX_STACKED_PAGES = 10;

export type ProductList = z.infer<typeof productFilterResponse>;
export type CategoryData = [unknown, MenuCategory[], ...ProductList[]];

export const categoryUrlOf = (params: Params) => (params['*'] ?? '').replace(/\/+$/, '');

export function categoryTrail(locale: Locale, menu: readonly MenuCategory[], url: string): Crumb[] {
  const found = findInMenu(menu, url);
  if (!found) return trailFrom(locale, textFor(locale, 'home'), []);
  const crumbs = [{ name: found.category.categoryTitle, path: localePath(locale, `/${found.category.categoryUrl}`) }];
  if (found.sub)
    crumbs.push({ name: found.sub.subCategoryTitle, path: localePath(locale, `/${found.sub.subCategoryUrl}`) });
  return trailFrom(locale, textFor(locale, 'home'), crumbs);
}

export function categorySpec(settings: CatalogSettings): PageSpec<CategoryData> {
  return {
    requests: (params, search) => {
      const offered = sortsFor(settings.sortByPriority);
      const sort = currentSort(search, offered, settings.defaultSort);
      const last = currentPage(search);
      // A hand-made `page=500` in load-more mode must not become 500 calls: the last ten at most.
      const first = settings.pagination === 'load_more' ? Math.max(1, last - MAX_STACKED_PAGES + 1) : last;
      const lists = Array.from({ length: last - first + 1 }, (_, i) =>
        listRequest(categoryUrlOf(params), search, sort, first + i),
      );
      return [SETTINGS_REQUEST, MENU_REQUEST, ...lists];
    },
    head: ([, menu], locale, params): PageHead => {
      const trail = categoryTrail(locale, menu, categoryUrlOf(params));
      const title = trail.at(-1)!.name;
      return { title, description: `${title} — ${textFor(locale, 'categories')}`, jsonLd: [breadcrumbLd(trail)] };
    },
  };
}

/** The route's load: the settings first (they decide the listing's calls), then the page. */
export const categoryLoad: RouteLoad = async (context) => {
  await loadResources(context.scope, [SETTINGS_REQUEST]);
  const settings = catalogSettings(dataOf(context.scope.getState($resources)[resourceKey(SETTINGS_REQUEST)]));
  await pageLoad(categorySpec(settings))(context);
};
