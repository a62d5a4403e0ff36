// /brands/{slug}: one maker's products, paged like a category (plain links, page 1 left out).
// What the page and the server's load share: the products call and the head.
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import { breadcrumbLd, localePath } from '@vitrina/mf-kit/breadcrumbs';
import { brandPath } from '../../../entities/brand/index.ts';
import type { BrandDetail } from '../../../entities/brand/index.ts';
import { textFor } from '../../../shared/i18n/index.ts';

export const BRAND_PAGE_SIZE = 24;

export const brandProductsRequest = (brandId: number, page: number): ApiGet => ({
  path: 'general/product-filter',
  query: { brand_id: brandId, page: page > 1 ? page : undefined, pagination: BRAND_PAGE_SIZE },
});

/** `pastEnd`: a page number past the list's end, kept out of search engines as the category's is. */
export function brandHead(brand: BrandDetail, locale: Locale, pastEnd: boolean): PageHead {
  const brands = textFor(locale, 'brandsTitle');
  return {
    title: brand.name,
    ...(pastEnd ? { robots: 'noindex' } : {}),
    description: `${brand.name}: ${textFor(locale, 'productsFound', { count: brand.productCount })}`,
    jsonLd: [
      breadcrumbLd([
        { name: brands, path: localePath(locale, '/brands') },
        { name: brand.name, path: brandPath(locale, brand.slug) },
      ]),
    ],
  };
}
