// Loading a product page on the server: the product, its trail from the menu, the head (Product
// with Offer, BreadcrumbList, per-language paths), its widgets; an unknown slug is a 404. The
// shop's settings and menu are the bus's: the shell has read them for the page.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $head, $pageStatus, $redirect, localeChanged, siteFrameRead } from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { productLoad } from '../src/pages/product/model/product-load.ts';
import { $resources } from '../src/shared/api/resources.ts';

const PRODUCT = {
  productId: 641,
  title: 'Fier chelat',
  code: 'PHA-00254',
  url: '/product/fier-chelat',
  img: '/media/products/641.svg',
  price: 1609,
  old_price: 1800,
  discount: 11,
  currency: 'MDL',
  count: 0,
  multiplicity: 0.5,
  active: true,
  available: true,
  brand: { id: 22, name: 'Salvia Lab', slug: 'salvia-lab' },
  short_description: 'Fier pentru adulți.',
  description: 'Lung.',
  images: ['/media/products/641.svg'],
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
  alternates: { ro: 'fier-chelat', ru: 'helatnoe-zhelezo' },
};
const MENU = [
  {
    id: 37,
    categoryTitle: 'Vitamine',
    categoryUrl: 'vitamine',
    categoryIcon: '',
    subcategories: [{ id: 39, subCategoryTitle: 'Minerale', subCategoryUrl: 'minerale' }],
  },
];
const SETTINGS = { langs: [{ code: 'ro' }, { code: 'ru' }], additional_settings: { enable_product_reviews: true } };

/** The page's load against a stand-in back end (fetch itself is replaced: the calls go through the real effects). */
async function load(slug: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname.replace(/^\/api\//, '');
    asked.push(path);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'general/slug_check') {
      const asking = JSON.parse(String(init?.body)) as { current_lang: string; new_lang: string; current_slug: string };
      const known =
        asking.current_lang === 'ru' && asking.new_lang === 'ro' && asking.current_slug === 'helatnoe-zhelezo';
      return known
        ? json({ slug: 'fier-chelat', url: '/ro/product/fier-chelat' })
        : json({ code: 'not_found', message: 'no', fieldErrors: {} }, 404);
    }
    if (path === 'general/product/fier-chelat') return json(PRODUCT);
    if (path.startsWith('general/product/')) return json({ code: 'not_found', message: 'no', fieldErrors: {} }, 404);
    return json([]);
  });
  const scope = fork();
  await allSettled(localeChanged, { scope, params: 'ro' });
  await allSettled(siteFrameRead, { scope, params: { settings: SETTINGS as unknown as GlobalSettings, menu: MENU } });
  await productLoad({ scope, params: { slug }, search: new URLSearchParams() });
  return { scope, asked };
}

afterEach(() => vi.unstubAllGlobals());

describe('product page load', () => {
  it('sets the head: title, Product with its Offer, the trail through the menu, per-language paths', async () => {
    const { scope } = await load('fier-chelat');
    const head = scope.getState($head);
    expect(head.title).toBe('Fier chelat — PHA-00254');
    expect(head.alternates).toEqual({ ro: '/product/fier-chelat', ru: '/product/helatnoe-zhelezo' });
    const [product, trail] = head.jsonLd as [
      Record<string, unknown>,
      { itemListElement: { name: string; item: string }[] },
    ];
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'PHA-00254',
      brand: { '@type': 'Brand', name: 'Salvia Lab' },
      offers: {
        '@type': 'Offer',
        price: '1609.00',
        priceCurrency: 'MDL',
        availability: 'https://schema.org/PreOrder',
        url: '/ro/product/fier-chelat',
      },
    });
    expect(trail.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Acasă', '/ro'],
      ['Vitamine', '/ro/vitamine'],
      ['Minerale', '/ro/minerale'],
      ['Fier chelat', '/ro/product/fier-chelat'],
    ]);
    expect(scope.getState($pageStatus)).toBe(200);
  });

  it('loads the widgets on the server too: recommended, similar, advantages and the reviews the shop enables', async () => {
    const { scope, asked } = await load('fier-chelat');
    // The settings that enable the reviews and the menu of the trail were the bus's, not asked again.
    expect(asked).not.toContain('settings/global_site_settings');
    expect(asked).not.toContain('general/menu_tree');
    expect(asked).toEqual(
      expect.arrayContaining([
        'general/product-filter/recommended',
        'general/product-filter',
        'base/advantage/product_page',
        'general/product-review',
      ]),
    );
    expect(Object.keys(scope.getState($resources))).toContain('/general/product-review?product_id=641');
  });

  it("redirects a slug of another language to this language's page", async () => {
    const { scope, asked } = await load('helatnoe-zhelezo');
    expect(asked.filter((path) => path === 'general/slug_check')).toHaveLength(1);
    expect(scope.getState($redirect)).toEqual({ location: '/ro/product/fier-chelat', status: 301 });
  });

  it('answers 404 for a slug the shop does not have, and loads no widgets', async () => {
    const { scope, asked } = await load('no-such-thing');
    expect(scope.getState($pageStatus)).toBe(404);
    expect(scope.getState($head).robots).toBe('noindex');
    expect(asked).not.toContain('general/product-filter/recommended');
  });
});
