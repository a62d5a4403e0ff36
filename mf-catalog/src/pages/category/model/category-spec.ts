// What a category page asks for: the listing, whose calls depend on the shop's settings (page
// mode, sorts), with its title and trail from the menu (both on the bus). In load-more mode the
// URL's page n means pages 1..n shown one under the other, so a shared link shows what the
// shopper saw; in pagination mode only page n. The page and the server's load share it.
import type { z } from 'zod';
import type { productFilterResponse } from '@vitrina/contract';
import type { Category, Locale, PageHead } from '@vitrina/events';
import { breadcrumbLd, trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { findInMenu, menuCrumbs } from '../../../entities/category/index.ts';
import type { CatalogSettings } from '../../../entities/shop/index.ts';
import type { PageSpec, Params } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { currentPage } from '../../../shared/lib/page-param.ts';
import { currentSort, listRequest, sortsFor } from './list-query.ts';

const MAX_STACKED_PAGES = 10;

export type ProductList = z.infer<typeof productFilterResponse>;

export const categoryUrlOf = (params: Params) => (params['*'] ?? '').replace(/\/+$/, '');

export function categoryTrail(locale: Locale, menu: readonly Category[], url: string): Crumb[] {
  const found = findInMenu(menu, url);
  return trailFrom(locale, textFor(locale, 'home'), found ? menuCrumbs(locale, found) : []);
}

/** The listing's calls: one page, or the stacked pages of load-more mode. */
export function categorySpec(settings: CatalogSettings, menu: readonly Category[]): PageSpec<ProductList[]> {
  return {
    requests: (params, search) => {
      const offered = sortsFor(settings.sortByPriority);
      const sort = currentSort(search, offered, settings.defaultSort);
      const last = currentPage(search);
      // A hand-made `page=500` in load-more mode must not become 500 calls: the last ten at most.
      const first = settings.pagination === 'load_more' ? Math.max(1, last - MAX_STACKED_PAGES + 1) : last;
      return Array.from({ length: last - first + 1 }, (_, i) =>
        listRequest(categoryUrlOf(params), search, sort, first + i),
      );
    },
    head: (_, locale, params): PageHead => {
      const trail = categoryTrail(locale, menu, categoryUrlOf(params));
      const title = trail.at(-1)!.name;
      return { title, description: `${title} — ${textFor(locale, 'categories')}`, jsonLd: [breadcrumbLd(trail)] };
    },
  };
}
