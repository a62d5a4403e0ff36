// The home page's sections: the main page settings list them in the shop's order, each enabled
// one has its own call (the info block's text is in the global settings), and each answer is
// read once here into a section of its own kind, so the components get typed data. A section
// whose call failed or came back empty is left out; the page still renders.
import type { z } from 'zod';
import type {
  advantagesResponse,
  productFilterResponse,
  similarCategoriesResponse,
  slidersResponse,
  slidesBannerResponse,
} from '@vitrina/contract';
import type { ApiGet } from '@vitrina/events';
import type { Brand, BrandTree } from '../../../entities/brand/index.ts';
import type { ProductCard } from '../../../entities/product/index.ts';
import { BRAND_TREE_REQUEST } from '../../../entities/brand/index.ts';
import type { HomeFrame, MainPageSettings } from './home-frame.ts';

export type HomeSection =
  | { kind: 'main_slider'; data: z.infer<typeof slidesBannerResponse> }
  | { kind: 'product_sliders'; data: z.infer<typeof slidersResponse> }
  | { kind: 'promotions'; data: ProductCard[] }
  | { kind: 'similar_categories'; data: z.infer<typeof similarCategoriesResponse> }
  | { kind: 'brands'; data: Brand[] }
  | { kind: 'new_products'; data: ProductCard[] }
  | { kind: 'advantages'; data: z.infer<typeof advantagesResponse> }
  | { kind: 'product_of_the_day'; data: ProductCard }
  | { kind: 'info_block'; data: { title: string; text: string } };
export type SectionKey = HomeSection['kind'];

type ProductList = z.infer<typeof productFilterResponse>;

/** Each kind's call and how its answer (typed by the contract) becomes the section, or nothing. */
const SECTIONS: {
  [K in SectionKey]: {
    request: (main: MainPageSettings, frame: HomeFrame) => ApiGet | null;
    read: (answer: unknown, frame: HomeFrame) => HomeSection | null;
  };
} = {
  main_slider: {
    request: () => ({ path: 'base/slides_banner' }),
    read: (answer) =>
      some(answer as z.infer<typeof slidesBannerResponse> | undefined, (data) => ({ kind: 'main_slider', data })),
  },
  product_sliders: {
    request: () => ({ path: 'general/sliders' }),
    read: (answer) =>
      some(answer as z.infer<typeof slidersResponse> | undefined, (data) => ({ kind: 'product_sliders', data })),
  },
  promotions: {
    // Spec: promotions on the home page only in view_1.
    request: (_, frame) => (frame.promotionsView === 'view_1' ? { path: 'general/product-filter/promo' } : null),
    read: (answer) => some(answer as ProductCard[] | undefined, (data) => ({ kind: 'promotions', data })),
  },
  similar_categories: {
    request: () => ({ path: 'base/main_page_similar_category' }),
    read: (answer) => {
      const data = answer as z.infer<typeof similarCategoriesResponse> | undefined;
      return data && data.categories.length > 0 ? { kind: 'similar_categories', data } : null;
    },
  },
  brands: {
    request: () => BRAND_TREE_REQUEST,
    // Spec: the first 12 brands.
    read: (answer) =>
      some((answer as BrandTree | undefined)?.groups.flatMap((group) => group.brands).slice(0, 12), (data) => ({
        kind: 'brands',
        data,
      })),
  },
  new_products: {
    request: (main) => ({
      path: 'general/product-filter',
      query: { sort: 'newer+', pagination: Math.min(main.new_products_limit ?? 10, 10) },
    }),
    read: (answer) =>
      some((answer as ProductList | undefined)?.products.slice(0, 10), (data) => ({ kind: 'new_products', data })),
  },
  advantages: {
    request: () => ({ path: 'base/advantage/main_page' }),
    read: (answer) =>
      some(answer as z.infer<typeof advantagesResponse> | undefined, (data) => ({ kind: 'advantages', data })),
  },
  product_of_the_day: {
    request: (_, frame) =>
      frame.productOfTheDay ? { path: 'general/product-filter', query: { random: 'true', pagination: 1 } } : null,
    read: (answer) => {
      const product = (answer as ProductList | undefined)?.products[0];
      return product ? { kind: 'product_of_the_day', data: product } : null;
    },
  },
  info_block: {
    request: () => null,
    read: (_, { infoBlock }) => (infoBlock.title || infoBlock.text ? { kind: 'info_block', data: infoBlock } : null),
  },
};

/** A list answer as a section, or nothing when it is missing or empty. */
function some<T>(list: T[] | undefined, section: (data: T[]) => HomeSection): HomeSection | null {
  return list && list.length > 0 ? section(list) : null;
}

const isSectionKey = (key: string): key is SectionKey => Object.hasOwn(SECTIONS, key);

/** The calls of the sections to show, in the order the main page settings list them. */
export function sectionRequests(main: MainPageSettings, frame: HomeFrame): [SectionKey, ApiGet | null][] {
  return main.sections
    .filter((section) => section.enabled)
    .map((section) => section.key)
    .filter(isSectionKey)
    .map((key) => [key, SECTIONS[key].request(main, frame)]);
}

/** The sections to show with their data; `answerOf` gives a call's answer (undefined if none). */
export function homeSections(
  main: MainPageSettings,
  frame: HomeFrame,
  answerOf: (request: ApiGet) => unknown,
): HomeSection[] {
  return sectionRequests(main, frame).flatMap(([key, request]) => {
    const section = SECTIONS[key].read(request ? answerOf(request) : undefined, frame);
    return section ? [section] : [];
  });
}
