// The cache tags' vocabulary: what an answer shows, in the names the database triggers publish when
// it changes (migration 0032). An answer carries its tags in the Cache-Tag header; the gateway
// stores them with the page and drops the page when one of them is published.
//
// - `site:<shop>`: every answer of the shop. Published for what every page shows anyway (settings,
//   categories, makers, filters) and for the rarer tables named by shop only.
// - `product:<id>`: the product's page and every card of it (price, stock, texts, rating).
// - `category:<id>`: which products a list scoped to that category holds and in what order.
// - `catalog:<shop>`: the same for the shop's lists scoped to no category (sliders, promo, brands).
// - `assortment:<shop>`: counts of active products (the search box's placeholder, a maker's page).
// - `article:<id>`, `articles:<shop>`: one article; the shop's lists of articles.
// - `page:<id>`: a content page. `adverts:<shop>`: the adverts module's answers.
// - `all`: everything (TRUNCATE, a seed, a change feed that may have missed events).

/** The database's NOTIFY channel (migration 0032). */
export const DATABASE_CHANNEL = 'cache_tags';
export const ALL_TAG = 'all';

export const tag = {
  site: (siteId: number) => `site:${siteId}`,
  product: (id: number) => `product:${id}`,
  category: (id: number) => `category:${id}`,
  catalog: (siteId: number) => `catalog:${siteId}`,
  assortment: (siteId: number) => `assortment:${siteId}`,
  article: (id: number) => `article:${id}`,
  articles: (siteId: number) => `articles:${siteId}`,
  page: (id: number) => `page:${id}`,
  adverts: (siteId: number) => `adverts:${siteId}`,
};

/** The tags of a list of product cards. */
export const cardTags = (cards: readonly { productId: number }[]) => cards.map((card) => tag.product(card.productId));

/** A NOTIFY payload (space-separated tags) as a list; anything malformed is ignored. */
export function parseTagPayload(payload: string): string[] {
  return payload.split(' ').filter((part) => /^[a-z][a-z-]*(:[0-9a-z-]+)?$/.test(part));
}
