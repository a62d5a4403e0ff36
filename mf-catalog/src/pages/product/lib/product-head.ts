// What a product page tells search engines: its trail through the shop's menu and schema.org
// Product with its Offer.
import type { Category, Locale } from '@vitrina/events';
import { localePath, trailFrom } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { findInMenu, menuCrumbs } from '../../../entities/category/index.ts';
import type { Product } from '../../../entities/product/index.ts';
import { textFor } from '../../../shared/i18n/index.ts';

/** Home, the category and subcategory of the product (from the menu), then the product itself. */
export function productTrail(locale: Locale, product: Product, menu: readonly Category[]): Crumb[] {
  const sub = product.category[0];
  const found = sub ? findInMenu(menu, sub.subcategoryUrl) : null;
  const crumbs: Crumb[] = found ? menuCrumbs(locale, found) : [];
  // A subcategory the menu does not list still leads to its page.
  if (sub && !found) crumbs.push({ name: sub.subcategoryTitle, path: localePath(locale, `/${sub.subcategoryUrl}`) });
  crumbs.push({ name: product.title, path: localePath(locale, product.url) });
  return trailFrom(locale, textFor(locale, 'home'), crumbs);
}

/**
 * schema.org Product with its Offer (what Google's product results read): availability from stock,
 * the price as the shop shows it, and the shoppers' rating only when there are reviews to show.
 */
export function productLd(product: Product, url: string): Record<string, unknown> {
  const { rating } = product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    description: product.short_description || product.description,
    image: product.images.map(mediaUrl),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count },
    }),
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
