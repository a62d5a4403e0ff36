// The home page: the settings and the main page's section list first, then each enabled
// section's own call. A section whose call fails is left out; the page still renders.
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { textFor } from '../../i18n/index.ts';
import { SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import { pageLoad } from '../../shared/page.ts';
import type { PageSpec } from '../../shared/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../shared/resources.ts';

export const MAIN_PAGE_REQUEST: ApiGet = { path: 'settings/main_page_settings' };

export interface MainPageSettings {
  sections: { key: string; enabled: boolean }[];
  featured_brands_limit?: number;
  new_products_limit?: number;
}

export type SectionKey =
  | 'main_slider'
  | 'product_sliders'
  | 'promotions'
  | 'similar_categories'
  | 'brands'
  | 'new_products'
  | 'advantages'
  | 'product_of_the_day'
  | 'info_block';

interface ShopFlags {
  promotionsView: string;
  productOfTheDay: boolean;
}

export function shopFlags(settings: unknown): ShopFlags {
  const s = (settings ?? {}) as {
    mainUiInterface?: { promotions_main_page_view_type?: string };
    has_product_of_the_day?: boolean;
  };
  return {
    promotionsView: s.mainUiInterface?.promotions_main_page_view_type ?? 'view_1',
    productOfTheDay: s.has_product_of_the_day === true,
  };
}

/** The calls of the sections to show, in the order the main page settings list them. */
export function sectionRequests(main: MainPageSettings, flags: ShopFlags): [SectionKey, ApiGet | null][] {
  const calls: Record<SectionKey, ApiGet | null> = {
    main_slider: { path: 'base/slides_banner' },
    product_sliders: { path: 'general/sliders' },
    // Spec: promotions on the home page only in view_1.
    promotions: flags.promotionsView === 'view_1' ? { path: 'general/product-filter/promo' } : null,
    similar_categories: { path: 'base/main_page_similar_category' },
    brands: { path: 'general/brand' },
    new_products: {
      path: 'general/product-filter',
      query: { sort: 'newer+', pagination: Math.min(main.new_products_limit ?? 10, 10) },
    },
    advantages: { path: 'base/advantage/main_page' },
    product_of_the_day: flags.productOfTheDay
      ? { path: 'general/product-filter', query: { random: 'true', pagination: 1 } }
      : null,
    // The info block's text is in the global settings: no call of its own.
    info_block: null,
  };
  return main.sections
    .filter((section) => section.enabled && section.key in calls)
    .map((section) => [section.key as SectionKey, calls[section.key as SectionKey]]);
}

export const homeSpec: PageSpec<[unknown, MainPageSettings]> = {
  requests: () => [SETTINGS_REQUEST, MAIN_PAGE_REQUEST],
  head: ([settings], locale): PageHead => {
    const s = settings as { project?: string; main_page_info_block?: { title?: string; text?: string } };
    const shop = s.project ?? '';
    const info = [s.main_page_info_block?.title, s.main_page_info_block?.text].filter(Boolean).join('. ');
    return {
      title: shop || textFor(locale as Locale, 'welcome'),
      description: (info ? `${shop}: ${info}` : shop).slice(0, 160),
    };
  },
};

export const homeLoad: RouteLoad = async (context) => {
  await pageLoad(homeSpec)(context);
  const all = context.scope.getState($resources);
  const main = dataOf(all[resourceKey(MAIN_PAGE_REQUEST)]) as MainPageSettings | undefined;
  if (!main) return;
  const flags = shopFlags(dataOf(all[resourceKey(SETTINGS_REQUEST)]));
  await loadResources(
    context.scope,
    sectionRequests(main, flags).flatMap(([, request]) => (request ? [request] : [])),
  );
};
