import type { BrandTree, ColourSet, FooterSettings, GlobalSettings } from './types.ts';

/** Spec section 9: primary blue, secondary red, green accent. */
export const DEFAULT_LIGHT_COLOURS: ColourSet = {
  primary: '#1d4ed8',
  secondary: '#dc2626',
  accent: '#16a34a',
  background: '#ffffff',
  surface: '#f3f4f6',
  text: '#111827',
};
export const DEFAULT_DARK_COLOURS: ColourSet = {
  primary: '#60a5fa',
  secondary: '#f87171',
  accent: '#4ade80',
  background: '#0b1120',
  surface: '#1f2937',
  text: '#f9fafb',
};

const VIEW_1 = 'view_1';

/**
 * What the frame renders with when the back end does not answer or answers something the contract
 * does not accept: the spec's defaults (header fixed, grid, pagination, light theme). The shop's
 * own title comes from the site the gateway resolved, so a page is never nameless.
 */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  langs: [],
  mainUiInterface: {
    mainLang: 'ru',
    mobileBarUiType: 'mobileBar_1',
    mainTheme: 'light_theme',
    views: {
      mobile_bar: VIEW_1,
      article: VIEW_1,
      banners: VIEW_1,
      main_navigation: VIEW_1,
      main_slider: VIEW_1,
      product_slider: VIEW_1,
      top_navigation: VIEW_1,
      vacancy: VIEW_1,
      contacts: VIEW_1,
      reviews: VIEW_1,
      video: VIEW_1,
    },
    filter_sort_catalog_view_type: VIEW_1,
    compare_page_view_type: VIEW_1,
    sidebar_view: VIEW_1,
    main_page_brand_view: VIEW_1,
    counter_in_the_product_card: VIEW_1,
    mobile_filter_view_type: VIEW_1,
    promotions_main_page_view_type: VIEW_1,
  },
  logo: { logoLight: '', logoDark: '', mobileLogoLight: '', mobileLogoDark: '' },
  siteLogo: '',
  colors: { ...DEFAULT_LIGHT_COLOURS, dark_theme: DEFAULT_DARK_COLOURS },
  icons: { favicon: '' },
  project: '',
  project_currency: 'MDL',
  noscript: '',
  styles: { css: '', script: '', no_script_text: '', additional_js_items: [] },
  sitesettingsstatistic: {
    facebook_verification: '',
    google_analytics_4: '',
    google_search_console: '',
    google_tag_manager: '',
    yandex_metrika: '',
    jivo_chat: '',
    chat_widget_source: 'jivo',
  },
  additional_settings: {
    header_style: 'fixed',
    sort_by_priority: true,
    shared_keys: [],
    enable_product_reviews: false,
    black_and_white_product_card_for_pre_order: false,
    show_stock_quantity_in_the_product_card: false,
    is_units_measurement: false,
    font_link: '',
    font_file: '',
    is_user_cabinet: false,
    age_restriction_min_age: null,
  },
  is_romanian: false,
  cities_to_choose: [],
  images: {
    not_found_404: '',
    compare_error: '',
    favorite_not_found: '',
    search_not_found: '',
    empty_cart: '',
    product_filters_not_found: '',
  },
  phones: { main: '', stationary: '', support: '', service_center: '' },
  socialNetworkLinks: [],
  social_media: [],
  mapIcons: [],
  main_email: '',
  product_display: 'grid',
  pagination_option: 'pagination',
  default_sorting: 'sort_priority-',
  active_products_count: 0,
  has_product_of_the_day: false,
  allow_negative_stock: false,
  credits: [],
  delivery_price: 0,
  text_delivery_info: '',
  free_delivery: 0,
  free_delivery_region: 0,
  free_delivery_suburbs: 0,
  popups: [],
  popups_configuration: [],
  menu_tree: [],
  brand_tree: { brands_position: null, count: 0 },
  header_pages: [],
  cart_settings: { min_order_sum: 0, notification_view_type: VIEW_1, product_cart_button_view_type: 'default' },
  calendar_settings: { days_ahead: 14, closed_weekdays: [] },
  is_registration_required_for_order: false,
  has_tax_calculation: false,
  mobile_apps_settings: { app_store: '', google_play: '' },
  discount_card_settings: { enabled: false, percent: 0 },
  buttonsSettings: { display_side_menu: false },
  main_page_info_block: { title: '', text: '' },
  hide_price_for_guests: false,
  quote_cart_enabled: false,
  social_logins: [],
};

export const DEFAULT_FOOTER_SETTINGS: FooterSettings = {
  columns: [],
  phones: [],
  email: '',
  address: '',
  socialNetworkLinks: [],
  copyright: '',
};

export const EMPTY_BRAND_TREE: BrandTree = { brands_position: null, groups: [] };
