import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, $pageStatus, apiGetFx, ApiError, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { brandLoad, brandPageOf, brandsSpec } from '../src/features/brands/brands-spec.ts';
import { menuLoad } from '../src/features/meal-plan/menu-load.ts';
import { pageLoad } from '../src/shared/page.ts';
import { $resources } from '../src/shared/resources.ts';

const BRAND = { id: 7, name: 'Sonora', slug: 'sonora', image: '/media/illustrations/brand-sonora.svg', productCount: 30 };

async function scopeAnswering(answer: (request: ApiGet) => unknown) {
  const calls: ApiGet[] = [];
  const scope = fork({
    // A replaced handler of an attached effect gets the source, then the mapped params ({ ctx, request }).
    handlers: [[apiGetFx, async (_context: unknown, { request }: { request: ApiGet }) => {
      calls.push(request);
      return answer(request);
    }]],
  });
  await allSettled(localeChanged, { scope, params: 'ru' });
  return { scope, calls };
}

describe('brand pages', () => {
  it('loads a brand by slug, then its products by the brand id, with the page from the URL', async () => {
    const { scope, calls } = await scopeAnswering((request) =>
      request.path === 'general/brand/sonora' ? BRAND : { products: [], totalCount: 0, pages: 1, page: 2, filters: [], price: { min: 0, max: 0 } });
    await brandLoad({ scope, params: { slug: 'sonora' }, search: new URLSearchParams('page=2') });
    expect(calls).toEqual([
      { path: 'general/brand/sonora' },
      { path: 'general/product-filter', query: { brand_id: 7, page: 2, pagination: 24 } },
    ]);
    expect(scope.getState($head).title).toBe('Sonora');
    expect(JSON.stringify(scope.getState($head).jsonLd)).toContain('/ru/brands/sonora');
    expect(scope.getState($pageStatus)).toBe(200);
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

  it('leaves page 1 and nonsense out of the products call', () => {
    expect(brandPageOf(new URLSearchParams('page=1'))).toBe(1);
    expect(brandPageOf(new URLSearchParams('page=-3'))).toBe(1);
    expect(brandPageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(brandPageOf(new URLSearchParams('page=4'))).toBe(4);
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
  it('loads the localities, and the menu only when the URL names a city', async () => {
    const { scope, calls } = await scopeAnswering(() => []);
    await menuLoad({ scope, params: {}, search: new URLSearchParams() });
    expect(calls.map((c) => c.path)).toEqual(['base/locality']);
    await menuLoad({ scope, params: {}, search: new URLSearchParams('locality_id=301') });
    expect(calls.at(-1)).toEqual({ path: 'general/menu-calculator', query: { locality_id: 301 } });
  });
});
