// What a product page loads: the product by slug, the settings (stock, reviews, pre-order look)
// and the menu (the trail's parent category); then, once the product is known, its sliders,
// advantages and reviews. The head carries Product with its Offer, the BreadcrumbList, and the
// product's own slug in every language for the hreflang links.
import type { z } from 'zod';
import type { productDetailSchema } from '@vitrina/contract';
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { $locale, apiPostFx, redirectSet } from '@vitrina/events';
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import { breadcrumbLd, localePath, trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { textFor } from '../../i18n/index.ts';
import { catalogSettings, findInMenu, MENU_REQUEST, SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import type { MenuCategory } from '../../shared/lib/shop-settings.ts';
import { pageLoad } from '../../shared/page.ts';
import type { PageSpec } from '../../shared/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../shared/resources.ts';

export type Product = z.infer<typeof productDetailSchema>;
export type ProductData = [Product, unknown, MenuCategory[]];

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

/** Home, the category and subcategory of the product (from the menu), then the product itself. */
export function productTrail(locale: Locale, product: Product, menu: readonly MenuCategory[]): Crumb[] {
  const crumbs: Crumb[] = [];
  const sub = product.category[0];
  const found = sub ? findInMenu(menu, sub.subcategoryUrl) : null;
  if (found)
    crumbs.push({ name: found.category.categoryTitle, path: localePath(locale, `/${found.category.categoryUrl}`) });
  if (found?.sub)
    crumbs.push({ name: found.sub.subCategoryTitle, path: localePath(locale, `/${found.sub.subCategoryUrl}`) });
  else if (sub && !found)
    crumbs.push({ name: sub.subcategoryTitle, path: localePath(locale, `/${sub.subcategoryUrl}`) });
  crumbs.push({ name: product.title, path: localePath(locale, product.url) });
  return trailFrom(locale, textFor(locale, 'home'), crumbs);
}

/** schema.org Product with its Offer; availability from stock, the price as the shop shows it. */
export function productLd(product: Product, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    description: product.short_description || product.description,
    image: product.images.map(mediaUrl),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability:
        product.available && product.count > 0 ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
    },
  };
}

export const productSpec: PageSpec<ProductData> = {
  requests: (params) => [productRequest(params.slug), SETTINGS_REQUEST, MENU_REQUEST],
  head: ([product, , menu], locale): PageHead => {
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

/**
 * A slug this language does not know may be the product's slug in another language of the shop
 * (a shopper switched language on a product page): ask the back end, one language at a time.
 */
async function otherLanguageUrl(scope: Scope, slug: string, settings: unknown): Promise<string | null> {
  const locale = scope.getState($locale);
  const langs = ((settings as { langs?: { code: string }[] } | undefined)?.langs ?? [])
    .map((lang) => lang.code)
    .filter((code) => code !== locale);
  for (const from of langs) {
    const body = { current_lang: from, new_lang: locale, current_slug: slug, object_type: 'product' };
    const answer = await allSettled(apiPostFx, { scope, params: { path: 'general/slug_check', body } });
    if (answer.status === 'done') return (answer.value as { url: string }).url;
  }
  return null;
}

/** The route's load: the page, then its widgets, so the server renders the sliders too. */
export const productLoad: RouteLoad = async (context) => {
  await pageLoad(productSpec)(context);
  const all = context.scope.getState($resources);
  const product = dataOf(all[resourceKey(productRequest(context.params.slug))]) as Product | undefined;
  if (!product) {
    const found = await otherLanguageUrl(
      context.scope,
      context.params.slug ?? '',
      dataOf(all[resourceKey(SETTINGS_REQUEST)]),
    );
    if (found) await allSettled(redirectSet, { scope: context.scope, params: { location: found, status: 301 } });
    return;
  }
  const settings = catalogSettings(dataOf(all[resourceKey(SETTINGS_REQUEST)]));
  const widgets = Object.values(widgetRequests(product, settings.reviews)).filter((r): r is ApiGet => r !== null);
  await loadResources(context.scope, widgets);
};
