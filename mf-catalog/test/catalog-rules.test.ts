// Small catalogue rules: the home page's
// sections per shop settings, and lenient settings.
import { describe, expect, it } from 'vitest';
import { findInMenu } from '../src/entities/category/index.ts';
import { catalogSettings } from '../src/entities/shop/index.ts';
import { homeFrame } from '../src/pages/home/model/home-frame.ts';
import { sectionRequests } from '../src/pages/home/model/home-sections.ts';

describe('home sections', () => {
  const main = {
    sections: ['main_slider', 'promotions', 'product_of_the_day', 'info_block', 'unknown', 'brands'].map((key) => ({
      key,
      enabled: key !== 'brands',
    })),
  };

  it('follows the shop order, skips disabled and unknown sections, and asks promotions only in view_1', () => {
    const view1 = sectionRequests(
      main,
      homeFrame({ mainUiInterface: { promotions_main_page_view_type: 'view_1' }, has_product_of_the_day: true }),
    );
    expect(view1.map(([key, request]) => [key, request?.path ?? null])).toEqual([
      ['main_slider', 'base/slides_banner'],
      ['promotions', 'general/product-filter/promo'],
      ['product_of_the_day', 'general/product-filter'],
      ['info_block', null],
    ]);
    const view2 = sectionRequests(main, homeFrame({ mainUiInterface: { promotions_main_page_view_type: 'view_2' } }));
    expect(Object.fromEntries(view2)).toMatchObject({ promotions: null, product_of_the_day: null });
  });
});

describe('catalogue settings', () => {
  it('falls back to the spec defaults for missing or odd values', () => {
    expect(catalogSettings(undefined)).toMatchObject({
      pagination: 'pagination',
      display: 'grid',
      defaultSort: 'sort_priority-',
      sortByPriority: true,
      reviews: false,
    });
    expect(
      catalogSettings({
        pagination_option: 'load_more',
        product_display: 'list',
        default_sorting: 'price+',
        additional_settings: { sort_by_priority: false },
      }),
    ).toMatchObject({
      pagination: 'load_more',
      display: 'list',
      defaultSort: 'price+',
      sortByPriority: false,
    });
  });

  it('finds a category or a subcategory in the menu', () => {
    const menu = [
      {
        id: 1,
        categoryTitle: 'A',
        categoryUrl: 'a',
        categoryIcon: '',
        subcategories: [{ id: 2, subCategoryTitle: 'B', subCategoryUrl: 'b' }],
      },
    ];
    expect(findInMenu(menu, 'a')?.sub).toBeUndefined();
    expect(findInMenu(menu, 'b')?.sub?.subCategoryTitle).toBe('B');
    expect(findInMenu(menu, 'c')).toBeNull();
  });
});
