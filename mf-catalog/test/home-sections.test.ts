// The home page's sections come out of their answers typed by kind, in the shop's order; a
// section whose answer is missing or empty is left out, lists are cut to what the spec shows.
import { describe, expect, it } from 'vitest';
import type { ApiGet } from '@vitrina/events';
import { homeFrame } from '../src/pages/home/model/home-frame.ts';
import { homeSections } from '../src/pages/home/model/home-sections.ts';

const card = (productId: number) => ({ productId, title: `P${productId}` });
const brand = (id: number) => ({ id, name: `B${id}`, slug: `b${id}`, image: '' });
const main = (...keys: string[]) => ({ sections: keys.map((key) => ({ key, enabled: true })) });
const frame = homeFrame({
  project: 'Farmacia',
  main_page_info_block: { title: 'Despre noi', text: 'Din 1998.' },
  has_product_of_the_day: true,
});

/** The answers of a healthy shop, by call path; `general/product-filter` by its query. */
function answerOf(request: ApiGet): unknown {
  if (request.path === 'base/slides_banner') return [{ id: 1, title: 'S', link: '/x', image: '', mobile_image: '' }];
  if (request.path === 'general/brand')
    return { groups: [{ letter: 'B', brands: Array.from({ length: 20 }, (_, i) => brand(i)) }] };
  if (request.path === 'general/product-filter' && request.query?.random) return { products: [card(9), card(8)] };
  if (request.path === 'general/product-filter') return { products: Array.from({ length: 14 }, (_, i) => card(i)) };
  if (request.path === 'base/advantage/main_page') return [];
  return undefined;
}

describe('home sections', () => {
  it('reads each answer into its kind, in the order the shop lists them', () => {
    const sections = homeSections(
      main('brands', 'new_products', 'main_slider', 'product_of_the_day', 'info_block'),
      frame,
      answerOf,
    );
    expect(sections.map((section) => section.kind)).toEqual([
      'brands',
      'new_products',
      'main_slider',
      'product_of_the_day',
      'info_block',
    ]);
    const [brands, newProducts, , productOfTheDay, infoBlock] = sections;
    // Spec: the first 12 brands and at most 10 new products.
    expect(brands).toMatchObject({ kind: 'brands', data: { length: 12 } });
    expect(newProducts).toMatchObject({ kind: 'new_products', data: { length: 10 } });
    expect(productOfTheDay).toEqual({ kind: 'product_of_the_day', data: card(9) });
    expect(infoBlock).toEqual({ kind: 'info_block', data: { title: 'Despre noi', text: 'Din 1998.' } });
  });

  it('leaves out a section whose call failed or answered nothing to show', () => {
    const sections = homeSections(
      main('advantages', 'product_sliders', 'similar_categories', 'main_slider'),
      frame,
      answerOf,
    );
    expect(sections.map((section) => section.kind)).toEqual(['main_slider']);
    const withoutText = homeFrame({ has_product_of_the_day: false });
    expect(homeSections(main('info_block', 'product_of_the_day'), withoutText, answerOf)).toEqual([]);
  });
});
