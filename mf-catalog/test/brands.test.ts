import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, $pageStatus, apiGetFx, ApiError, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { brandLoad } from '../src/pages/brand/model/brand-load.ts';
import { brandsSpec } from '../src/pages/brands/model/brands-spec.ts';
import { menuLoad } from '../src/pages/menu-calculator/model/menu-load.ts';
import { pageLoad } from '../src/shared/api/page.ts';
import { $resources } from '../src/shared/api/resources.ts';
import { currentPage } from '../src/shared/lib/page-param.ts';

const BRAND = {
  id: 7,
  name: 'Sonora',
  slug: 'sonora',
  image: '/media/illustrations/brand-sonora.svg',
  productCount: 30,
};

async function scopeAnswering(answer: (request: ApiGet) => unknown) {
  const calls: ApiGet[] = [];
  const scope = fork({
    // A replaced handler of an attached effect gets the source, then the mapped params ({ ctx, request }).
    handlers: [
      [
        apiGetFx,
        async (_context: unknown, { request }: { request: ApiGet }) => {
          calls.push(request);
          return answer(request);
        },
      ],
    ],
  });
  await allSettled(localeChanged, { scope, params: 'ru' });
  return { scope, calls };
}

describe('brand pages', () => {
  it('loads a brand by slug, then its products by the brand id, with the page from the URL', async () => {
    const { scope, calls } = await scopeAnswering((request) =>
      request.path === 'general/brand/sonora'
        ? BRAND
        : { products: [], totalCount: 0, pages: 1, page: 2, filters: [], price: { min: 0, max: 0 } },
    );
    await brandLoad({ scope, params: { slug: 'sonora' }, search: new URLSearchParams('page=2') });
    expect(calls).toEqual([
      { path: 'general/brand/sonora' },
      { path: 'general/product-filter', query: { brand_id: 7, page: 2, pagination: 24 } },
    ]);
    expect(scope.getState($head).title).toBe('Sonora');
    expect(JSON.stringify(scope.getState($head).jsonLd)).toContain('/ru/brands/sonora');
    expect(scope.getState($pageStatus)).toBe(200);
    // Page 2 of a one-page list is past its end: shown (a link back), kept out of search engines.
    expect(scope.getState($head).robots).toBe('noindex');
  });

  it('leaves a page within the list indexable', async () => {
    const { scope } = await scopeAnswering((request) =>
      request.path === 'general/brand/sonora'
        ? BRAND
        : { products: [], totalCount: 30, pages: 2, page: 2, filters: [], price: { min: 0, max: 0 } },
    );
    await brandLoad({ scope, params: { slug: 'sonora' }, search: new URLSearchParams('page=2') });
    expect(scope.getState($head).robots).toBeUndefined();
  });

  it('answers 404 for a brand the shop does not have, without asking for products', async () => {
    const { scope, calls } = await scopeAnswering(() => {
      throw new ApiError(404, 'general/brand/none');
    });
    await brandLoad({ scope, params: { slug: 'none' }, search: new URLSearchParams() });
    expect(calls).toHaveLength(1);
    expect(scope.getState($pageStatus)).toBe(404);
    expect(scope.getState($head).robots).toBe('noindex');
  });

  it('leaves page 1 and nonsense out of the products call', async () => {
    expect(currentPage(new URLSearchParams('page=1'))).toBe(1);
    expect(currentPage(new URLSearchParams('page=-3'))).toBe(1);
    expect(currentPage(new URLSearchParams('page=x'))).toBe(1);
    expect(currentPage(new URLSearchParams('page=4'))).toBe(4);
    const { scope, calls } = await scopeAnswering((request) =>
      request.path === 'general/brand/sonora'
        ? BRAND
        : { products: [], totalCount: 0, pages: 1, page: 1, filters: [], price: { min: 0, max: 0 } },
    );
    await brandLoad({ scope, params: { slug: 'sonora' }, search: new URLSearchParams('page=1') });
    expect(calls[1]).toEqual({
      path: 'general/product-filter',
      query: { brand_id: 7, page: undefined, pagination: 24 },
    });
  });

  it('loads the grouped brand list for /brands', async () => {
    const tree = { brands_position: null, groups: [{ letter: 'S', brands: [BRAND] }] };
    const { scope } = await scopeAnswering(() => tree);
    await pageLoad(brandsSpec)({ scope, params: {}, search: new URLSearchParams() });
    expect(scope.getState($resources)['/general/brand']).toEqual({ status: 'ready', data: tree });
    expect(scope.getState($head).title).toBe('Бренды');
  });
});

describe('menu calculator load', () => {
  const fail = (status: number, request: ApiGet) => {
    throw new ApiError(status, request.path);
  };
  /** A shop's answers: `calculator` says whether it has one, 301 is the only city it knows. */
  const shop = (calculator: boolean) => (request: ApiGet) => {
    if (request.path === 'base/locality') return [{ localityId: 301, regionId: 3, label: 'Кишинёв' }];
    if (!calculator) return fail(404, request);
    const city = request.query?.locality_id;
    if (city === undefined) return fail(400, request);
    return city === 301 ? { currency: 'MDL', menu: [], current_date: { week: 1, day: 1 } } : fail(404, request);
  };
  const calculatorCalls = (calls: ApiGet[]) => calls.filter((c) => c.path === 'general/menu-calculator');

  it('loads the localities, and asks the calculator without a city only when the URL names none', async () => {
    const { scope, calls } = await scopeAnswering(shop(true));
    await menuLoad({ scope, params: {}, search: new URLSearchParams() });
    expect(calls.map((c) => c.path).sort()).toEqual(['base/locality', 'general/menu-calculator']);
    expect(calculatorCalls(calls)).toEqual([{ path: 'general/menu-calculator' }]);
    expect(scope.getState($pageStatus)).toBe(200);
    expect(scope.getState($head).title).toBe('Калькулятор меню');
    calls.length = 0;
    await menuLoad({ scope, params: {}, search: new URLSearchParams('locality_id=301') });
    expect(calculatorCalls(calls)).toEqual([{ path: 'general/menu-calculator', query: { locality_id: 301 } }]);
    expect(scope.getState($pageStatus)).toBe(200);
  });

  it('an unknown city on a shop with a calculator keeps the page (the menu shows its error text)', async () => {
    const { scope, calls } = await scopeAnswering(shop(true));
    await menuLoad({ scope, params: {}, search: new URLSearchParams('locality_id=999') });
    expect(calculatorCalls(calls)).toEqual([
      { path: 'general/menu-calculator', query: { locality_id: 999 } },
      { path: 'general/menu-calculator' },
    ]);
    expect(scope.getState($pageStatus)).toBe(200);
  });

  it('is 404 with the not-found head on a shop without a calculator, with or without a city', async () => {
    for (const search of ['', 'locality_id=301']) {
      const { scope } = await scopeAnswering(shop(false));
      await menuLoad({ scope, params: {}, search: new URLSearchParams(search) });
      expect(scope.getState($pageStatus), search).toBe(404);
      expect(scope.getState($head)).toMatchObject({ title: 'Страница не найдена', robots: 'noindex' });
    }
  });
});
