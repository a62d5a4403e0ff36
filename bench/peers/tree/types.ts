// The reference API's answers, as far as the peers' pages read them (the storefront types them
// with @vitrina/contract; the peers keep to plain props and their own few fields).
export type Alternates = Record<string, string>;

export interface Category {
  id: number;
  categoryTitle: string;
  categoryUrl: string;
  subcategories: { id: number; subCategoryTitle: string; subCategoryUrl: string; alternates?: Alternates }[];
  alternates?: Alternates;
}

export interface HeaderPage {
  title: string;
  link: string;
  text_size: string;
  is_active: boolean;
}

export interface Settings {
  langs: { code: string; iso: string }[];
  mainUiInterface: {
    mainLang: string;
    mobileBarUiType: string;
    views: Record<string, string>;
    promotions_main_page_view_type?: string;
  };
  logo: { logoLight: string; logoDark: string; mobileLogoLight: string; mobileLogoDark: string };
  icons: { favicon: string };
  project: string;
  additional_settings: {
    header_style: string;
    is_user_cabinet: boolean;
    enable_product_reviews: boolean;
    sort_by_priority: boolean;
  };
  phones: { main: string };
  main_email: string;
  product_display: 'list' | 'grid';
  pagination_option: 'load_more' | 'pagination';
  default_sorting: string;
  header_pages: HeaderPage[];
  main_page_info_block?: { title: string; text: string };
  has_product_of_the_day?: boolean;
}

export interface Footer {
  columns: { title: string; links: { title: string; url: string }[] }[];
  phones: string[];
  email: string;
  address: string;
  socialNetworkLinks: { key: string; url: string }[];
  copyright: string;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  image: string;
}

export interface BrandTree {
  brands_position: number | null;
  groups: { letter: string; brands: Brand[] }[];
}

export interface ProductCard {
  productId: number;
  title: string;
  code: string;
  url: string;
  img: string;
  price: number;
  old_price: number | null;
  discount: number;
  currency: string;
  count: number;
  available: boolean;
  brand: { id: number; name: string; slug: string } | null;
}

export interface FilterGroup {
  id: number | string;
  title: string;
  type: 'checkbox' | 'radio';
  options: { id: number; title: string; active: boolean }[];
}

export interface ProductList {
  products: ProductCard[];
  totalCount: number;
  pages: number;
  page: number;
  price: { min: number; max: number };
  filters: FilterGroup[];
}

export interface Product extends ProductCard {
  short_description: string;
  description: string;
  images: string[];
  category: { subcategoryTitle: string; subcategoryId: number; subcategoryUrl: string }[];
  properties: { title: string; value: string }[];
  lowest_price_30_days: number | null;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  alternates: Alternates;
}

/** The home page's settings: which sections it shows, in which order. */
export interface MainPageSettings {
  sections: { key: string; enabled: boolean }[];
  new_products_limit?: number;
}

export interface Slide {
  id: number;
  title: string;
  link: string;
  image: string;
  mobile_image: string;
}

export interface ProductSlider {
  id: number;
  key: string;
  title: string;
  products: ProductCard[];
}

export interface SimilarCategories {
  view_mode: 'grid' | 'carousel';
  categories: { id: number; title: string; url: string; image: string }[];
}

export interface Advantage {
  id: number;
  title: string;
  icon: string;
}

/** A page kept in the settings (about us, terms...): CMS html, sanitised by the API. */
export interface SettingsPage {
  title: string;
  html: string;
  seo_title: string;
  seo_description: string;
}

/** The shop's frame: the same for every page of a shop and language. */
export interface FrameData {
  settings: Settings;
  footer: Footer;
  menu: Category[];
  brands: BrandTree;
}
