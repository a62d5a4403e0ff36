// The shape of one demo brand's hand-written data. The generator (generate.ts) turns it into
// sites, categories, products, filters and content rows, deterministically.
import type { Currency, Locale, Translated } from '@vitrina/domain';

import type { CountryCode } from './countries.ts';

export interface ThemeColours {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

export interface SubcategorySeed {
  title: Translated;
  slug: Translated;
  /** Product nouns sold in this subcategory, e.g. { ro: 'Boxă portabilă', ru: 'Портативная колонка' }. */
  nouns: Translated[];
}

export interface CategorySeed {
  title: Translated;
  slug: Translated;
  /** An emoji-free short icon key the front end maps to an icon, e.g. 'speaker'. */
  icon: string;
  subcategories: SubcategorySeed[];
}

export interface PropertySeed {
  keyword: string;
  title: Translated;
  values: Translated[];
  /** Filter control the property becomes. */
  type: 'checkbox' | 'radio';
}

export interface BrandSeed {
  key: string;
  /** Shop title shown in the header and <title>. */
  project: string;
  langs: Locale[];
  mainLang: Locale;
  currency: Currency;
  /** Where the shop trades: its partners, phone numbers and delivery texts are of this country. */
  country: CountryCode;
  isRomanian: boolean;
  colours: { light: ThemeColours; dark: ThemeColours };
  /** The age a visitor confirms before the shop shows itself (settings' age_restriction_min_age). */
  ageRestrictionMinAge?: number;
  /** The shop sells to businesses too: product pages offer "Request a quote" (settings' quote_cart_enabled). */
  quoteCartEnabled?: boolean;
  /** The shop runs the adverts module with demo adverts (settings' adverts_enabled; seed/adverts). */
  advertsEnabled?: boolean;
  /** How the cart answers a buy press (settings' cart_settings view types). */
  cartViews?: { notification?: 'view_1' | 'view_2'; productButton?: 'default' | 'casadeltabaco' };
  /** Localities of the menu calculator's list (their ids) a visitor may choose in the header (cities_to_choose). */
  citiesToChoose?: number[];
  /** Header style and other view variants that make the theme look different. */
  headerStyle: 'fixed' | 'static';
  /** The scheme every shopper gets first; a light shop still follows a dark system setting. */
  mainTheme?: 'light_theme' | 'dark_theme';
  mobileBarUiType: 'mobileBar_1' | 'mobileBar_2' | 'mobileBar_hide';
  productDisplay: 'grid' | 'list';
  paginationOption: 'pagination' | 'load_more';
  categories: CategorySeed[];
  /** Qualifiers combined with nouns to name products, e.g. { ro: 'rezistentă la apă', ru: 'водонепроницаемая' }. */
  qualifiers: Translated[];
  /** Manufacturer names (not translated). */
  manufacturers: string[];
  /** Price range of products in minor units. */
  priceMinor: [number, number];
  /** Sentences combined into product descriptions; may use {noun} and {maker} placeholders. */
  descriptionSentences: Translated[];
  properties: PropertySeed[];
  /** Fractional multiplicity such as 0.5 for goods sold by weight; omitted for piece goods only. */
  fractionalMultiplicity?: number;
  /** Phone numbers and e-mail shown in contacts. */
  contacts: { phone: string; email: string; address: Translated };
  /** Article titles for the news list (at least 8). */
  articleTitles: Translated[];
  /** FAQ pairs (at least 5). */
  faq: Array<{ question: Translated; answer: Translated }>;
  /** Short advantages (at least 4), e.g. free delivery. */
  advantages: Translated[];
  /** Open positions (at least 2). */
  vacancies: Array<{ title: Translated; description: Translated }>;
  /** What the shop embeds in its pages (settings' chat, styles and noscript), so each is seen working. */
  embeds?: EmbedsSeed;
  /** Where the brands entry goes in the category row (settings' brands_position); 2 when omitted. */
  brandsPosition?: number;
}

/** A shop's own additions to every page, as its staff would type them in the admin. */
export interface EmbedsSeed {
  /** The chat widget's id; the widget is the back end's own (chat_widget_source: back_end), a stand-in here. */
  chatId?: string;
  /** styles.css: the shop's CSS, after the theme's. */
  css?: string;
  /** styles.script: the shop's script at the end of <body>. */
  script?: string;
  /** styles.additional_js_items: code for <head> or <body>, as a script or as noscript markup. */
  additionalItems?: { location: 'head' | 'body'; script_type: 'script' | 'noscript'; script: string }[];
  /** styles.no_script_text: what a visitor without JavaScript reads first. */
  noscriptText?: Translated;
}
