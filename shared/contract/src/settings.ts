// Global site settings: every field of the storefront spec, section 3. The API fills each
// from the spec's defaults and the site's own overrides.
import { z } from 'zod';

import { CHECKOUT_DELIVERY_METHODS } from '@vitrina/domain';

const colourSet = z.object({
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
});

const viewVariant = z.string();

export const globalSettingsSchema = z
  .object({
    langs: z.array(
      z.object({ code: z.string(), iso: z.string(), name: z.string(), file: z.string(), dir: z.string() }),
    ),
    mainUiInterface: z.object({
      mainLang: z.string(),
      mobileBarUiType: z.string(),
      mainTheme: z.enum(['light_theme', 'dark_theme']),
      views: z.object({
        mobile_bar: viewVariant,
        article: viewVariant,
        banners: viewVariant,
        main_navigation: viewVariant,
        main_slider: viewVariant,
        product_slider: viewVariant,
        top_navigation: viewVariant,
        vacancy: viewVariant,
        contacts: viewVariant,
        reviews: viewVariant,
        video: viewVariant,
      }),
      filter_sort_catalog_view_type: viewVariant,
      compare_page_view_type: viewVariant,
      sidebar_view: viewVariant,
      main_page_brand_view: viewVariant,
      counter_in_the_product_card: viewVariant,
      mobile_filter_view_type: viewVariant,
      promotions_main_page_view_type: viewVariant,
    }),
    logo: z.object({
      logoLight: z.string(),
      logoDark: z.string(),
      mobileLogoLight: z.string(),
      mobileLogoDark: z.string(),
    }),
    siteLogo: z.string(),
    colors: colourSet.extend({ dark_theme: colourSet }),
    icons: z.object({ favicon: z.string() }),
    project: z.string(),
    project_currency: z.string(),
    noscript: z.string(),
    styles: z.object({
      css: z.string(),
      script: z.string(),
      no_script_text: z.string(),
      additional_js_items: z.array(
        z.object({
          location: z.enum(['head', 'body']),
          script: z.string(),
          script_type: z.enum(['script', 'noscript']),
        }),
      ),
    }),
    sitesettingsstatistic: z.object({
      facebook_verification: z.string(),
      google_analytics_4: z.string(),
      google_search_console: z.string(),
      google_tag_manager: z.string(),
      yandex_metrika: z.string(),
      jivo_chat: z.string(),
      chat_widget_source: z
        .enum(['jivo', 'back_end'])
        .optional()
        .describe(
          "Where the chat widget of jivo_chat loads from: jivo (Jivo's own loader; the default when missing) or back_end (the back end's chat/widget/{id}, through the shop's own /api: the reference back end serves a stand-in there)",
        ),
    }),
    additional_settings: z.object({
      header_style: z.enum(['fixed', 'static']),
      sort_by_priority: z.boolean(),
      shared_keys: z.array(z.string()),
      enable_product_reviews: z.boolean(),
      black_and_white_product_card_for_pre_order: z.boolean(),
      show_stock_quantity_in_the_product_card: z.boolean(),
      is_units_measurement: z.boolean(),
      font_link: z.string(),
      font_file: z.string(),
      is_user_cabinet: z.boolean(),
      age_restriction_min_age: z
        .number()
        .int()
        .min(1)
        .max(99)
        .nullable()
        .describe('The age every visitor confirms before the shop shows itself (a tobacco shop); null: no age check'),
    }),
    is_romanian: z.boolean(),
    cities_to_choose: z
      .array(z.object({ id: z.number().int(), title: z.string() }))
      .describe('The cities a visitor may choose in the header; an id is a locality id (menu calculator)'),
    images: z.object({
      not_found_404: z.string(),
      compare_error: z.string(),
      favorite_not_found: z.string(),
      search_not_found: z.string(),
      empty_cart: z.string(),
      product_filters_not_found: z.string(),
    }),
    phones: z.object({ main: z.string(), stationary: z.string(), support: z.string(), service_center: z.string() }),
    socialNetworkLinks: z.array(z.object({ key: z.string(), url: z.string() })),
    social_media: z.array(z.object({ key: z.object({ slug: z.string() }), url: z.string() })),
    mapIcons: z.array(z.object({ key: z.string(), url: z.string() })),
    main_email: z.string(),
    product_display: z.enum(['grid', 'list']),
    pagination_option: z.enum(['pagination', 'load_more']),
    default_sorting: z.string(),
    active_products_count: z.number().int(),
    has_product_of_the_day: z.boolean(),
    allow_negative_stock: z.boolean(),
    credits: z.array(z.object({ id: z.number().int(), title: z.string(), months: z.number().int() })),
    delivery_price: z.number(),
    text_delivery_info: z.string(),
    free_delivery: z.number(),
    free_delivery_region: z.number(),
    free_delivery_suburbs: z.number(),
    popups: z.array(z.object({ key: z.object({ key: z.string() }), text: z.string() })),
    popups_configuration: z.array(z.object({ key: z.object({ key: z.string() }), enabled: z.boolean() })),
    menu_tree: z.array(z.unknown()).describe('Same items as general/menu_tree'),
    brand_tree: z.object({ brands_position: z.number().int().nullable(), count: z.number().int() }),
    header_pages: z.array(
      z.object({
        title: z.string(),
        link: z.string(),
        text_size: z.string(),
        text_color_light: z.string(),
        text_color_dark: z.string(),
        hover_color_light: z.string(),
        hover_color_dark: z.string(),
        is_active: z.boolean(),
        show_in_mobile: z.boolean(),
      }),
    ),
    cart_settings: z.object({
      min_order_sum: z.number(),
      notification_view_type: z.string().describe('view_2: the added-to-cart notice stays until dismissed'),
      product_cart_button_view_type: z
        .string()
        .describe('casadeltabaco: the buy button shows no added-to-cart notice (the button says it itself)'),
    }),
    calendar_settings: z.object({ days_ahead: z.number().int(), closed_weekdays: z.array(z.number().int()) }),
    delivery_methods: z
      .array(z.enum(CHECKOUT_DELIVERY_METHODS))
      .optional()
      .describe(
        'How the shop delivers, in the order the checkout lists them (the first is preselected): pickup only where it has stores. Orders with another method are refused',
      ),
    is_registration_required_for_order: z.boolean(),
    has_tax_calculation: z.boolean(),
    mobile_apps_settings: z.object({ app_store: z.string(), google_play: z.string() }),
    discount_card_settings: z.object({ enabled: z.boolean(), percent: z.number() }),
    buttonsSettings: z.object({ display_side_menu: z.boolean() }),
    main_page_info_block: z.object({ title: z.string(), text: z.string() }),
    hide_price_for_guests: z.boolean(),
    quote_cart_enabled: z
      .boolean()
      .describe('Product pages offer "Request a quote": the quote cart, a B2B list priced by the shop'),
    social_logins: z
      .array(z.string())
      .describe('Keys of the social sign-in providers (users/social/{social}/authorize): the login buttons'),
    adverts_enabled: z
      .boolean()
      .optional()
      .describe(
        'The shop runs the adverts module (real-estate classifieds): its menu entry and pages show only then; every adverts call of another shop answers 404. Missing means false',
      ),
  })
  .meta({ id: 'GlobalSiteSettings' });
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;
