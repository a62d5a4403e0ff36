// The product page's structured data as Google's product results read it (schema.org Product with
// an Offer): name, image, description, sku, brand, the offer's price, currency, availability and
// URL, and the shoppers' rating only when reviews exist.
import { describe, expect, it } from 'vitest';
import type { Product } from '../src/entities/product/index.ts';
import { productLd } from '../src/pages/product/lib/product-head.ts';

const PRODUCT: Product = {
  productId: 641,
  title: 'Fier chelat',
  code: 'PHA-00254',
  url: '/product/fier-chelat',
  img: '/media/products/641.svg',
  price: 1609,
  old_price: 1800,
  discount: 11,
  currency: 'MDL',
  count: 4,
  multiplicity: 1,
  active: true,
  available: true,
  brand: { id: 22, name: 'Salvia Lab', slug: 'salvia-lab' },
  short_description: 'Fier pentru adulți.',
  description: 'Lung.',
  images: ['/media/products/641.svg', '/media/products/641-1.svg'],
  category: [{ subcategoryTitle: 'Minerale', subcategoryId: 39, subcategoryUrl: 'minerale' }],
  colors: [],
  properties: [],
  lowest_price_30_days: 1500,
  loyalty_give: 0,
  loyalty_checked: false,
  prescription_checked: false,
  is_loyalty_active: false,
  home_delivery: true,
  is_recipe: false,
  has_associated_products: false,
  target_price: null,
  seo_title: 'Fier chelat — PHA-00254',
  seo_description: 'Fier pentru adulți.',
  seo_keywords: 'fier',
  alternates: { ro: 'fier-chelat' },
  rating: null,
};

describe('product JSON-LD', () => {
  it("names the product, its pictures, code and brand, and offers it at the shop's price", () => {
    expect(productLd(PRODUCT, '/ro/product/fier-chelat')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Fier chelat',
      description: 'Fier pentru adulți.',
      image: ['/media/products/641.svg', '/media/products/641-1.svg'],
      sku: 'PHA-00254',
      brand: { '@type': 'Brand', name: 'Salvia Lab' },
      offers: {
        '@type': 'Offer',
        url: '/ro/product/fier-chelat',
        price: '1609.00',
        priceCurrency: 'MDL',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('rates the product from its reviews: average and count, only when there are reviews', () => {
    const rated = productLd({ ...PRODUCT, rating: { average: 4.3, count: 7 } }, '/ro/product/fier-chelat');
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 7 });
    expect(productLd(PRODUCT, '/ro/product/fier-chelat')).not.toHaveProperty('aggregateRating');
  });

  it('leaves the brand out for a product without one', () => {
    expect(productLd({ ...PRODUCT, brand: null }, '/ro/product/fier-chelat')).not.toHaveProperty('brand');
  });
});
