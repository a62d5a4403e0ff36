// global_site_settings: the spec's defaults for every field, overlaid with the site's own
// settings (stored per site, translated strings resolved to the request's language).
import { sql } from 'drizzle-orm';

import type { GlobalSettings } from '@vitrina/contract';
import { LOCALE_INFO, toMajor } from '@vitrina/domain';

import { advertsEnabled } from '../adverts/switch.ts';
import { loadMenuTree } from '../catalog/menu-tree.ts';
import { settingsCredits } from '../credit/programs.ts';
import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { shopDeliveryOf } from '../delivery/shop-settings.ts';
import { offeredDeliveryMethods } from './delivery-methods.ts';
import type { Site } from '../plugins/site.ts';

/** Settings a site stores; each is optional and falls back to the default below. */
export interface SiteSettings {
  project?: string;
  colors?: GlobalSettings['colors'];
  header_style?: 'fixed' | 'static';
  main_theme?: 'light_theme' | 'dark_theme';
  mobileBarUiType?: string;
  product_display?: 'grid' | 'list';
  pagination_option?: 'pagination' | 'load_more';
  phones?: Partial<GlobalSettings['phones']>;
  main_email?: string;
  brands_position?: number | null;
  jivo_chat?: string;
  /** Where the chat widget loads from: Jivo's loader, or the back end's own (chat/widget/{id}: a stand-in here). */
  chat_widget_source?: 'jivo' | 'back_end';
  /** The shop's own CSS and scripts; the noscript text is translated. */
  styles?: {
    css?: string;
    script?: string;
    no_script_text?: unknown;
    additional_js_items?: GlobalSettings['styles']['additional_js_items'];
  };
  /** Noscript markup at the start of <body>. */
  noscript?: string;
  is_user_cabinet?: boolean;
  header_pages?: Array<{ title: unknown; link: string }>;
  main_page_info_block?: { title: unknown; text: unknown };
  /** Spec cookie is_age_valid: the age a visitor confirms first (a tobacco shop). */
  age_restriction_min_age?: number | null;
  /** Translated titles; an id is a locality id, as the menu calculator's `locality_id`. */
  cities_to_choose?: Array<{ id: number; title: unknown }>;
  /** Product pages offer "Request a quote" (a shop selling to businesses). */
  quote_cart_enabled?: boolean;
  /** The added-to-cart notice's look (view_1, view_2) and the buy button's (default, casadeltabaco). */
  cart_notification_view_type?: string;
  product_cart_button_view_type?: string;
  /** How the shop delivers (settings/delivery-methods.ts): pickup, address, carrier; the first is preselected. */
  delivery_methods?: string[];
  /** The shop runs the adverts module (real-estate classifieds); every adverts call of another shop is a 404. */
  adverts_enabled?: boolean;
}

const DEFAULT_COLOURS = {
  primary: '#1d4ed8',
  secondary: '#dc2626',
  accent: '#16a34a',
  background: '#ffffff',
  surface: '#f3f4f6',
  text: '#111827',
};
const DEFAULT_DARK = {
  primary: '#60a5fa',
  secondary: '#f87171',
  accent: '#4ade80',
  background: '#0b1120',
  surface: '#1f2937',
  text: '#f9fafb',
};

/** The shop's name and colours: the settings page, and account mail in the shop's look. */
export function siteBrand(site: Site): { project: string; colors: GlobalSettings['colors'] } {
  const s = site.settings as SiteSettings;
  return {
    project: s.project ?? site.brandKey,
    colors: { ...(s.colors ?? { ...DEFAULT_COLOURS, dark_theme: DEFAULT_DARK }) },
  };
}

export async function loadGlobalSettings(db: Db, site: Site, ctx: LangContext): Promise<GlobalSettings> {
  const s = site.settings as SiteSettings;
  const menu = await loadMenuTree(db, site.id, ctx);
  // The social providers' keys only: their secrets never leave site_social_providers.
  const [counts] = rowsOf<{
    products: string | number;
    brands: string | number;
    social_logins: string[];
    has_stores: boolean;
  }>(
    await db.execute(sql`SELECT (SELECT count(*) FROM products WHERE site_id = ${site.id} AND active) AS products,
      (SELECT count(*) FROM brands WHERE site_id = ${site.id}) AS brands,
      EXISTS (SELECT 1 FROM stores WHERE site_id = ${site.id}) AS has_stores,
      ARRAY(SELECT key FROM site_social_providers WHERE site_id = ${site.id} ORDER BY key) AS social_logins`),
  );
  const logo = (variant: string) => `/media/logos/${site.brandKey}-${variant}.svg`;
  const brand = siteBrand(site);
  const delivery = shopDeliveryOf(site.settings);
  return {
    langs: site.langs.map((code) => ({ code, ...LOCALE_INFO[code] })),
    mainUiInterface: {
      mainLang: site.mainLang,
      mobileBarUiType: s.mobileBarUiType ?? 'mobileBar_1',
      mainTheme: s.main_theme ?? 'light_theme',
      views: {
        mobile_bar: 'view_1',
        article: 'view_1',
        banners: 'view_1',
        main_navigation: 'view_1',
        main_slider: 'view_1',
        product_slider: 'view_1',
        top_navigation: 'view_1',
        vacancy: 'view_1',
        contacts: 'view_1',
        reviews: 'view_1',
        video: 'view_1',
      },
      filter_sort_catalog_view_type: 'view_1',
      compare_page_view_type: 'view_1',
      sidebar_view: 'view_1',
      main_page_brand_view: 'view_1',
      counter_in_the_product_card: 'view_1',
      mobile_filter_view_type: 'view_1',
      promotions_main_page_view_type: 'view_1',
    },
    logo: {
      logoLight: logo('light'),
      logoDark: logo('dark'),
      mobileLogoLight: logo('mobile-light'),
      mobileLogoDark: logo('mobile-dark'),
    },
    siteLogo: logo('light'),
    colors: brand.colors,
    icons: { favicon: logo('mobile-light') },
    project: brand.project,
    project_currency: site.currency,
    noscript: s.noscript ?? '',
    styles: {
      css: s.styles?.css ?? '',
      script: s.styles?.script ?? '',
      no_script_text: t(s.styles?.no_script_text, ctx),
      additional_js_items: s.styles?.additional_js_items ?? [],
    },
    sitesettingsstatistic: {
      facebook_verification: '',
      google_analytics_4: '',
      google_search_console: '',
      google_tag_manager: '',
      yandex_metrika: '',
      jivo_chat: s.jivo_chat ?? '',
      chat_widget_source: s.chat_widget_source ?? 'jivo',
    },
    additional_settings: {
      header_style: s.header_style ?? 'fixed',
      sort_by_priority: true,
      shared_keys: [],
      enable_product_reviews: true,
      black_and_white_product_card_for_pre_order: false,
      show_stock_quantity_in_the_product_card: true,
      is_units_measurement: false,
      font_link: '',
      font_file: '',
      is_user_cabinet: s.is_user_cabinet ?? true,
      age_restriction_min_age: s.age_restriction_min_age ?? null,
    },
    is_romanian: site.isRomanian,
    cities_to_choose: (s.cities_to_choose ?? []).map((city) => ({ id: city.id, title: t(city.title, ctx) })),
    images: {
      not_found_404: '/media/illustrations/not-found.svg',
      compare_error: '/media/illustrations/compare-empty.svg',
      favorite_not_found: '/media/illustrations/favorites-empty.svg',
      search_not_found: '/media/illustrations/search-empty.svg',
      empty_cart: '/media/illustrations/cart-empty.svg',
      product_filters_not_found: '/media/illustrations/filters-empty.svg',
    },
    phones: { main: '', stationary: '', support: '', service_center: '', ...s.phones },
    socialNetworkLinks: [],
    social_media: [],
    mapIcons: [],
    main_email: s.main_email ?? '',
    product_display: s.product_display ?? 'grid',
    pagination_option: s.pagination_option ?? 'pagination',
    default_sorting: 'sort_priority-',
    active_products_count: Number(counts?.products ?? 0),
    has_product_of_the_day: false,
    allow_negative_stock: false,
    // The shop's active credit programs, each with the longest term it offers (calculator/* has the rest).
    credits: await settingsCredits(db, site.id, ctx),
    // The shop's own delivery terms (delivery/shop-settings.ts), stored in minor units.
    delivery_price: toMajor(delivery.defaultPrices.standartKishinev ?? 0),
    text_delivery_info: t(delivery.infoText, ctx),
    free_delivery: toMajor(delivery.thresholds.free_delivery),
    free_delivery_region: toMajor(delivery.thresholds.free_delivery_region),
    free_delivery_suburbs: toMajor(delivery.thresholds.free_delivery_suburbs),
    popups: [],
    popups_configuration: [],
    menu_tree: menu,
    brand_tree: { brands_position: s.brands_position ?? null, count: Number(counts?.brands ?? 0) },
    header_pages: (s.header_pages ?? []).map((page) => ({
      title: t(page.title, ctx),
      link: page.link,
      text_size: '13px',
      text_color_light: '',
      text_color_dark: '',
      hover_color_light: '',
      hover_color_dark: '',
      is_active: true,
      show_in_mobile: true,
    })),
    cart_settings: {
      min_order_sum: 0,
      notification_view_type: s.cart_notification_view_type ?? 'view_1',
      product_cart_button_view_type: s.product_cart_button_view_type ?? 'default',
    },
    calendar_settings: { days_ahead: delivery.daysAhead, closed_weekdays: delivery.closedWeekdays },
    delivery_methods: offeredDeliveryMethods(site.settings, counts?.has_stores === true),
    is_registration_required_for_order: false,
    has_tax_calculation: false,
    mobile_apps_settings: { app_store: '', google_play: '' },
    discount_card_settings: { enabled: false, percent: 0 },
    buttonsSettings: { display_side_menu: false },
    main_page_info_block: { title: t(s.main_page_info_block?.title, ctx), text: t(s.main_page_info_block?.text, ctx) },
    hide_price_for_guests: false,
    quote_cart_enabled: s.quote_cart_enabled ?? false,
    social_logins: counts?.social_logins ?? [],
    // The same switch the adverts routes answer 404 by (adverts/switch.ts), so a menu never links to a 404.
    adverts_enabled: advertsEnabled(site),
  };
}
