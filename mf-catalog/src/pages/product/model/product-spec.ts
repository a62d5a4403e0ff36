// What a product page asks for and tells search engines: the product by slug; then, once the
// product is known, its sliders, advantages and reviews. The head carries Product with its Offer,
// the BreadcrumbList (through the bus's menu), and the product's own slug in every language for
// the hreflang links. The page and the server's load share it.
import type { ApiGet, Category, PageHead } from '@vitrina/events';
import { breadcrumbLd } from '@vitrina/mf-kit/breadcrumbs';
import type { Product } from '../../../entities/product/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { productLd, productTrail } from '../lib/product-head.ts';

export const productRequest = (slug: string | undefined): ApiGet => ({
  path: `general/product/${encodeURIComponent(slug ?? '')}`,
});

/** The widgets below the product: recommended and similar sliders, advantages, reviews. */
export function widgetRequests(
  product: Product,
  reviews: boolean,
): Record<'recommended' | 'similar' | 'advantages' | 'reviews', ApiGet | null> {
  const sub = product.category[0];
  return {
    recommended: { path: 'general/product-filter/recommended', query: { product_ids: product.productId } },
    similar: sub
      ? {
          path: 'general/product-filter',
          query: { category: sub.subcategoryUrl, pagination: 9, sort: 'sort_priority-' },
        }
      : null,
    advantages: { path: 'base/advantage/product_page' },
    reviews: reviews ? { path: 'general/product-review', query: { product_id: product.productId } } : null,
  };
}

/** The page's own call; the menu (for the trail in the head) is the bus's. */
export function productSpec(menu: readonly Category[]): PageSpec<[Product]> {
  return {
    requests: (params) => [productRequest(params.slug)],
    head: ([product], locale): PageHead => {
      const trail = productTrail(locale, product, menu);
      return {
        title: product.seo_title || product.title,
        description: (product.seo_description || product.short_description).slice(0, 160),
        keywords: product.seo_keywords,
        jsonLd: [productLd(product, trail.at(-1)!.path), breadcrumbLd(trail)],
        alternates: Object.fromEntries(
          Object.entries(product.alternates).map(([lang, slug]) => [lang, `/product/${slug}`]),
        ),
      };
    },
  };
}
