// The favourites page's own reads: the categories (its filter; a shop without adverts answers 404).
import { CATEGORIES_REQUEST } from '../../../entities/reference/index.ts';
import type { AdvertCategory } from '../../../entities/reference/index.ts';
import { idOf } from '../../../shared/lib/ids.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { personalHead } from '../../../shared/lib/personal-head.ts';

export const favoritesSpec: PageSpec<[AdvertCategory[]]> = {
  requests: () => [CATEGORIES_REQUEST],
  head: (_data, locale) => personalHead(locale, 'favoritesTitle'),
};

export const categoryOf = (search: URLSearchParams) => idOf(search.get('category'));
