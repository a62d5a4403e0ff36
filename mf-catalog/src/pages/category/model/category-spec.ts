// What a category page asks for: the listing, whose calls depend on the shop's settings (page
// mode, sorts), with its title and trail from the menu (both on the bus). In load-more mode the
// URL's page n means pages 1..n shown one under the other, so a shared link shows what the
// shopper saw; in pagination mode only page n. The page and the server's load share it. The menu
// also names each category's url in every language: the head's alternates (hreflang, the
// language panel) and the redirect from another language's url come from it, with no call.
import type { z } from 'zod';
import type { productFilterResponse } from '@vitrina/contract';
import type { Category, Locale, PageHead } from '@vitrina/events';
import { breadcrumbLd, trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { findInMenu, menuCrumbs } from '../../../entities/category/index.ts';
import type { MenuPlace } from '../../../entities/category/index.ts';
import type { CatalogSettings } from '../../../entities/shop/index.ts';
import type { PageSpec, Params } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { currentPage, isPastEnd } from '../../../shared/lib/page-param.ts';
import { currentSort, listRequest, sortsFor } from './list-query.ts';

const MAX_STACKED_PAGES = 10;

export type ProductList = z.infer<typeof productFilterResponse>;

export const categoryUrlOf = (params: Params) => (params['*'] ?? '').replace(/\/+$/, '');

export function categoryTrail(locale: Locale, menu: readonly Category[], url: string): Crumb[] {
  const found = findInMenu(menu, url);
  return trailFrom(locale, textFor(locale, 'home'), found ? menuCrumbs(locale, found) : []);
}

/** The category's path in each language (`{ ru: '/ukhod-za-litsom' }`), as the head names them. */
export function categoryAlternates(place: MenuPlace | null): PageHead['alternates'] {
  const urls = (place?.sub ?? place?.category)?.alternates;
  return urls && Object.fromEntries(Object.entries(urls).map(([lang, url]) => [lang, `/${url}`]));
}

/**
 * This language's url of the category that `url` names in another language (a shopper switched
 * language on a category page, or followed an old link), or null when `url` is not one.
 */
export function urlInThisLanguage(menu: readonly Category[], url: string): string | null {
  for (const category of menu) {
    if (Object.values(category.alternates ?? {}).includes(url)) return category.categoryUrl;
    const sub = category.subcategories.find((one) => Object.values(one.alternates ?? {}).includes(url));
    if (sub) return sub.subCategoryUrl;
  }
  return null;
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
    head: (lists, locale, params): PageHead => {
      const url = categoryUrlOf(params);
      const trail = categoryTrail(locale, menu, url);
      const title = trail.at(-1)!.name;
      const last = lists.at(-1);
      return {
        title,
        description: `${title} — ${textFor(locale, 'categories')}`,
        jsonLd: [breadcrumbLd(trail)],
        alternates: categoryAlternates(findInMenu(menu, url)),
        // A page past the end of the list only links back to it: not a page to index.
        ...(last && isPastEnd(last.page, last.pages) ? { robots: 'noindex' } : {}),
      };
    },
  };
}
