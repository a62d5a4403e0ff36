// /brands (every maker grouped by first letter) and /brands/{slug} (one maker's products).
import { allSettled } from 'effector';
import { $locale, headSet } from '@vitrina/events';
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { breadcrumbLd, localePath } from '@vitrina/mf-kit/breadcrumbs';
import { settleMain } from '../../shared/page.ts';
import type { PageSpec } from '../../shared/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../shared/resources.ts';
import { extrasText } from '../texts/index.ts';

export interface Brand {
  id: number;
  name: string;
  slug: string;
  image: string;
}
export interface BrandTree {
  groups: { letter: string; brands: Brand[] }[];
}
export interface BrandDetail extends Brand {
  productCount: number;
}

export const BRAND_PAGE_SIZE = 24;

export const brandsSpec: PageSpec<[BrandTree]> = {
  requests: () => [{ path: 'general/brand' }],
  head: (_, locale) => ({
    title: extrasText(locale, 'brandsTitle'),
    jsonLd: [breadcrumbLd([{ name: extrasText(locale, 'brandsTitle'), path: localePath(locale, '/brands') }])],
  }),
};

export const brandRequest = (slug: string): ApiGet => ({ path: `general/brand/${encodeURIComponent(slug)}` });

/** Page 1 is left out of the URL (spec: page only when above 1). */
export const brandPageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export const brandProductsRequest = (brandId: number, page: number): ApiGet => ({
  path: 'general/product-filter',
  query: { brand_id: brandId, page: page > 1 ? page : undefined, pagination: BRAND_PAGE_SIZE },
});

export function brandHead(brand: BrandDetail, locale: Locale): PageHead {
  const brands = extrasText(locale, 'brandsTitle');
  return {
    title: brand.name,
    description: `${brand.name}: ${extrasText(locale, 'brandProducts', { count: brand.productCount })}`,
    jsonLd: [
      breadcrumbLd([
        { name: brands, path: localePath(locale, '/brands') },
        { name: brand.name, path: localePath(locale, `/brands/${brand.slug}`) },
      ]),
    ],
  };
}

/** Two steps: the brand by slug (404 when unknown), then its products by the brand's id. */
export const brandLoad: RouteLoad = async ({ scope, params, search }) => {
  const first = brandRequest(params.slug ?? '');
  await loadResources(scope, [first]);
  if (!(await settleMain(scope, [first]))) return;
  const brand = dataOf(scope.getState($resources)[resourceKey(first)]) as BrandDetail;
  const locale = scope.getState($locale);
  await loadResources(scope, [brandProductsRequest(brand.id, brandPageOf(search))]);
  await allSettled(headSet, { scope, params: brandHead(brand, locale) });
};
