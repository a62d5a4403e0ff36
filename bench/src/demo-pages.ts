// The pharmacy demo shop's page of each type the page benches measure, found through the gateway's
// API proxy as a browser would (the first menu category, the first promoted product).
export type PageType = 'home' | 'category' | 'product' | 'search' | 'content';

/** The remote that renders each page type. */
export const PAGE_REMOTE: Record<PageType, string> = {
  home: 'catalog',
  category: 'catalog',
  product: 'catalog',
  search: 'catalog',
  content: 'content',
};

export async function demoPages(gateway: string, types: PageType[]): Promise<[PageType, string][]> {
  const api = async <T>(call: string) =>
    (await (await fetch(`${gateway}/api/${call}`, { headers: { 'accept-language': 'ro' } })).json()) as T;
  const [menu, promo] = await Promise.all([
    api<{ categoryUrl: string }[]>('general/menu_tree'),
    api<{ url: string }[]>('general/product-filter/promo'),
  ]);
  const category = menu[0]?.categoryUrl;
  const product = promo[0]?.url;
  if (!category || !product) throw new Error('the demo shop has no category or product to measure');
  const paths: Record<PageType, string> = {
    home: '/ro',
    category: `/ro/${category.replace(/^\//, '')}`,
    product: `/ro${product}`,
    search: '/ro/search?query=vitamina',
    content: '/ro/about',
  };
  return types.map((type) => [type, paths[type]]);
}
