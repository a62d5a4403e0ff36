// Issue 21, goal 4: the answers that are the same for every visitor of a shop in a language say
// so (`Cache-Scope: shop`), so the gateway loads each once for all its pages: the frame's calls,
// the home page's sections and the product lists. A shopper's own answers (cart, favourites) and
// refusals never say it.
import { describe, expect, it } from 'vitest';

import { buildTestApp, site } from './app.ts';

const { app } = await buildTestApp();

const scopeOf = async (url: string, brand = 'pharmacy') => {
  const res = await app.inject({
    url,
    headers: { ...site(brand, 'ro'), 'x-guest-token': 'guest-of-the-test-0123456789' },
  });
  return { status: res.statusCode, scope: res.headers['cache-scope'] };
};

describe('Cache-Scope: shop', () => {
  it.each([
    '/settings/global_site_settings',
    '/settings/footer_settings',
    '/settings/main_page_settings',
    '/general/menu_tree',
    '/general/brand',
    '/base/slides_banner',
    '/general/sliders',
    '/general/product-filter/promo',
    '/base/main_page_similar_category',
    '/base/advantage/main_page',
    '/general/popular_query',
    '/general/product-filter?sort=newer%2B&pagination=10',
    '/general/product-filter?random=true&pagination=1',
  ])('is said by %s, the same for every visitor', async (url) => {
    expect(await scopeOf(url)).toEqual({ status: 200, scope: 'shop' });
  });

  it('is not said by a shopper’s own answers', async () => {
    // The guest's cart: answered (200), and theirs alone.
    expect(await scopeOf('/general/cart/fetch-all')).toEqual({ status: 200, scope: undefined });
  });

  it('is not said by a refusal of a shop-wide route', async () => {
    expect(await scopeOf('/general/product-filter?pagination=nope')).toEqual({ status: 400, scope: undefined });
  });
});
