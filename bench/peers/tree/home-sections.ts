// The home page's sections, read as mf-catalog's home-sections.ts reads them: the main page
// settings list them in the shop's order, each enabled kind has its own call (the info block's
// text is in the global settings), and a section whose call failed or came back empty is left
// out. Every one of these calls is shop-wide, shared as the gateway shares it (api.ts).
import { shopWideGet } from './api.ts';
import type {
  Advantage,
  Brand,
  FrameData,
  MainPageSettings,
  ProductCard,
  ProductList,
  ProductSlider,
  SimilarCategories,
  Slide,
} from './types.ts';

export type HomeSection =
  | { kind: 'main_slider'; data: Slide[] }
  | { kind: 'product_sliders'; data: ProductSlider[] }
  | { kind: 'promotions'; data: ProductCard[] }
  | { kind: 'similar_categories'; data: SimilarCategories }
  | { kind: 'brands'; data: Brand[] }
  | { kind: 'new_products'; data: ProductCard[] }
  | { kind: 'advantages'; data: Advantage[] }
  | { kind: 'product_of_the_day'; data: ProductCard }
  | { kind: 'info_block'; data: { title: string; text: string } };

type Kind = HomeSection['kind'];
type Load = (
  lang: string,
  main: MainPageSettings,
  frame: FrameData,
) => Promise<HomeSection | null> | HomeSection | null;

/** The storefront's caps: the first 12 brands, at most 10 new products. */
const BRANDS = 12;
const NEW_PRODUCTS = 10;

/** A list as a section, or nothing when it is empty. */
const some = <T>(list: T[], section: (data: T[]) => HomeSection) => (list.length > 0 ? section(list) : null);

const SECTIONS: Record<Kind, Load> = {
  main_slider: async (lang) =>
    some(await shopWideGet<Slide[]>('base/slides_banner', lang), (data) => ({ kind: 'main_slider', data })),
  product_sliders: async (lang) =>
    some(await shopWideGet<ProductSlider[]>('general/sliders', lang), (data) => ({ kind: 'product_sliders', data })),
  // The storefront's rule: promotions on the home page only in the view_1 layout.
  promotions: async (lang, _, frame) =>
    (frame.settings.mainUiInterface.promotions_main_page_view_type || 'view_1') === 'view_1'
      ? some(await shopWideGet<ProductCard[]>('general/product-filter/promo', lang), (data) => ({
          kind: 'promotions',
          data,
        }))
      : null,
  similar_categories: async (lang) => {
    const data = await shopWideGet<SimilarCategories>('base/main_page_similar_category', lang);
    return data.categories.length > 0 ? { kind: 'similar_categories', data } : null;
  },
  // The brand tree is the frame's own call (the same URL, one shared answer in the gateway too).
  brands: (_, __, frame) =>
    some(frame.brands.groups.flatMap((group) => group.brands).slice(0, BRANDS), (data) => ({ kind: 'brands', data })),
  new_products: async (lang, main) => {
    const pagination = Math.min(main.new_products_limit ?? NEW_PRODUCTS, NEW_PRODUCTS);
    const list = await shopWideGet<ProductList>('general/product-filter', lang, { sort: 'newer+', pagination });
    return some(list.products.slice(0, NEW_PRODUCTS), (data) => ({ kind: 'new_products', data }));
  },
  advantages: async (lang) =>
    some(await shopWideGet<Advantage[]>('base/advantage/main_page', lang), (data) => ({ kind: 'advantages', data })),
  product_of_the_day: async (lang, _, frame) => {
    if (!frame.settings.has_product_of_the_day) return null;
    const list = await shopWideGet<ProductList>('general/product-filter', lang, { random: 'true', pagination: 1 });
    return list.products[0] ? { kind: 'product_of_the_day', data: list.products[0] } : null;
  },
  info_block: (_, __, frame) => {
    const block = frame.settings.main_page_info_block;
    return block && (block.title || block.text) ? { kind: 'info_block', data: block } : null;
  },
};

const isKind = (key: string): key is Kind => Object.hasOwn(SECTIONS, key);

/** The enabled sections with their data, in the shop's order; their calls go out together. */
export async function loadSections(lang: string, main: MainPageSettings, frame: FrameData): Promise<HomeSection[]> {
  const kinds = main.sections.flatMap(({ key, enabled }) => (enabled && isKind(key) ? [key] : []));
  const sections = await Promise.all(
    kinds.map(async (kind) => {
      try {
        return await SECTIONS[kind](lang, main, frame);
      } catch {
        // As the storefront: a section whose call failed is left out, the page still renders.
        return null;
      }
    }),
  );
  return sections.filter((section) => section !== null);
}
