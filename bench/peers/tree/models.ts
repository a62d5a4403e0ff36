// A page's data as plain props: the API calls the gateway makes for the same page, and what the
// page derives from them (its trail, its url in each language, its head). Both peers render
// these models; nothing here knows React or a framework.
import { apiGet, frameData, shopWideGet } from './api.ts';
import { peerConfig } from './config.ts';
import { pageHead } from './head.ts';
import type { PageHead } from './head.ts';
import { loadSections } from './home-sections.ts';
import type { HomeSection } from './home-sections.ts';
import { t } from './texts.ts';
import type {
  Alternates,
  Category,
  FrameData,
  MainPageSettings,
  Product,
  ProductCard,
  ProductList,
  SettingsPage,
} from './types.ts';

export interface Crumb {
  name: string;
  path: string;
}

interface PageBase {
  lang: string;
  /** The page's path with its language prefix (`/ro/vitamine`). */
  path: string;
  frame: FrameData;
  /** The page's path in each language of the shop (the language panel, the hreflang links). */
  alternates: Alternates;
  trail: Crumb[];
  head: PageHead;
}

export interface CategoryModel extends PageBase {
  list: ProductList;
  sort: string;
}

export interface ProductModel extends PageBase {
  product: Product;
  recommended: ProductCard[];
  similar: ProductCard[];
  advantages: { id: number; title: string }[];
  reviews: { data: { id: number; author: string; text: string; rating: number }[] } | null;
}

export interface HomeModel extends PageBase {
  sections: HomeSection[];
}

export interface ContentModel extends PageBase {
  page: SettingsPage;
}

export type PageModel = CategoryModel | ProductModel | HomeModel | ContentModel;

/** The settings pages the peers serve, by path, with their settings key (@vitrina/contract's names). */
const SETTINGS_PAGES = { about: 'about_us_page' } as const;

const PAGE_SIZE = 24;
/** The similar slider asks for nine so that eight remain once the product itself is left out. */
const SIMILAR = 9;

function findInMenu(menu: readonly Category[], url: string) {
  for (const category of menu) {
    if (category.categoryUrl === url) return { category, sub: null };
    const sub = category.subcategories.find((one) => one.subCategoryUrl === url);
    if (sub) return { category, sub };
  }
  return null;
}

function menuTrail(lang: string, menu: readonly Category[], url: string): Crumb[] {
  const place = findInMenu(menu, url);
  if (!place) return [];
  const top = { name: place.category.categoryTitle, path: `/${lang}/${place.category.categoryUrl}` };
  return place.sub ? [top, { name: place.sub.subCategoryTitle, path: `/${lang}/${place.sub.subCategoryUrl}` }] : [top];
}

export async function loadCategory(lang: string, url: string): Promise<CategoryModel> {
  const frame = await frameData(lang);
  const sort = frame.settings.default_sorting;
  const list = await shopWideGet<ProductList>('general/product-filter', lang, {
    category: url,
    pagination: PAGE_SIZE,
    sort,
  });
  const trail = [{ name: t.home, path: `/${lang}` }, ...menuTrail(lang, frame.menu, url)];
  const place = findInMenu(frame.menu, url);
  const urls = (place?.sub ?? place?.category)?.alternates ?? {};
  const alternates = Object.fromEntries(Object.entries(urls).map(([code, path]) => [code, `/${code}/${path}`]));
  const title = trail.at(-1)!.name;
  const path = `/${lang}/${url}`;
  const head = pageHead(
    { frame, lang, path, alternates, trail },
    {
      title,
      description: `${title} — ${t.categories}`,
      image: frame.settings.logo.logoLight,
      ld: [],
    },
  );
  return { lang, path, frame, alternates, trail, head, list, sort };
}

export async function loadProduct(lang: string, slug: string): Promise<ProductModel> {
  const frame = await frameData(lang);
  const product = await apiGet<Product>(`general/product/${encodeURIComponent(slug)}`, lang);
  const sub = product.category[0];
  const [recommended, similar, advantages, reviews] = await Promise.all([
    apiGet<ProductCard[]>('general/product-filter/recommended', lang, { product_ids: product.productId }),
    sub
      ? shopWideGet<ProductList>('general/product-filter', lang, {
          category: sub.subcategoryUrl,
          pagination: SIMILAR,
          sort: 'sort_priority-',
        }).then((list) => list.products.filter((card) => card.productId !== product.productId).slice(0, SIMILAR - 1))
      : Promise.resolve([]),
    shopWideGet<ProductModel['advantages']>('base/advantage/product_page', lang),
    frame.settings.additional_settings.enable_product_reviews
      ? apiGet<NonNullable<ProductModel['reviews']>>('general/product-review', lang, { product_id: product.productId })
      : Promise.resolve(null),
  ]);
  const path = `/${lang}${product.url}`;
  const trail = [
    { name: t.home, path: `/${lang}` },
    ...(sub ? menuTrail(lang, frame.menu, sub.subcategoryUrl) : []),
    { name: product.title, path },
  ];
  const alternates = Object.fromEntries(
    Object.entries(product.alternates).map(([code, one]) => [code, `/${code}/product/${one}`]),
  );
  const head = pageHead(
    { frame, lang, path, alternates, trail },
    {
      title: product.seo_title || product.title,
      description: (product.seo_description || product.short_description).slice(0, 160),
      keywords: product.seo_keywords,
      image: product.img,
      ld: [productLd(product, path)],
    },
  );
  return { lang, path, frame, alternates, trail, head, product, recommended, similar, advantages, reviews };
}

/** A page whose path is the same in every language of the shop (an empty one: the home page). */
const inEveryLanguage = (frame: FrameData, path: string): Alternates =>
  Object.fromEntries(frame.settings.langs.map(({ code }) => [code, `/${code}${path}`]));

export async function loadHome(lang: string): Promise<HomeModel> {
  const [frame, main] = await Promise.all([
    frameData(lang),
    shopWideGet<MainPageSettings>('settings/main_page_settings', lang),
  ]);
  const sections = await loadSections(lang, main, frame);
  const { project, main_page_info_block: block } = frame.settings;
  const info = [block?.title, block?.text].filter(Boolean).join('. ');
  const path = `/${lang}`;
  const alternates = inEveryLanguage(frame, '');
  const head = pageHead(
    { frame, lang, path, alternates, trail: [] },
    {
      title: project || t.welcome,
      description: (info ? `${project}: ${info}` : project).slice(0, 160),
      image: frame.settings.logo.logoLight,
      ld: [],
    },
  );
  return { lang, path, frame, alternates, trail: [], head, sections };
}

/** /{lang}/{slug}: a page kept in the settings (`about`), its CMS html as the API gives it. */
export async function loadContent(lang: string, slug: keyof typeof SETTINGS_PAGES): Promise<ContentModel> {
  const [frame, page] = await Promise.all([
    frameData(lang),
    apiGet<SettingsPage>(`settings/${SETTINGS_PAGES[slug]}`, lang),
  ]);
  const path = `/${lang}/${slug}`;
  const trail = [
    { name: t.home, path: `/${lang}` },
    { name: page.title, path },
  ];
  const alternates = inEveryLanguage(frame, `/${slug}`);
  const head = pageHead(
    { frame, lang, path, alternates, trail },
    {
      title: page.seo_title || page.title,
      description: page.seo_description.slice(0, 160),
      image: frame.settings.logo.logoLight,
      ld: [],
    },
  );
  return { lang, path, frame, alternates, trail, head, page };
}

function productLd(product: Product, path: string) {
  const origin = (p: string) => new URL(p, peerConfig.origin).toString();
  const available = product.available && product.count > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    description: product.short_description,
    image: product.images.map(origin),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url: origin(path),
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: `https://schema.org/${available ? 'InStock' : 'PreOrder'}`,
    },
  };
}
