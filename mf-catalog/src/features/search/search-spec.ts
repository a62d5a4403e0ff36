// The search results page (/search?query=...): the same call as the window, rendered on the
// server. The query parameter is `query`, the name the shell's search field submits.
import { normaliseSearchText } from '@vitrina/domain';
import type { ApiGet } from '@vitrina/events';
import { SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import type { PageSpec } from '../../shared/page.ts';
import { extrasText } from '../texts/index.ts';
import { SEARCH_PATH } from './search-answer.ts';

export const searchQueryOf = (search: URLSearchParams) => normaliseSearchText(search.get('query'));

export const searchPageSpec: PageSpec<[unknown, unknown?]> = {
  requests: (_, search) => {
    const query = searchQueryOf(search);
    const calls: ApiGet[] = [SETTINGS_REQUEST];
    if (query !== null) calls.push({ path: SEARCH_PATH, query: { query } });
    return calls;
  },
  // Result pages are endless variations of one page: kept out of search engines' indexes.
  // Results pages are not indexed (endless query variants), but a description still tells a
  // shared link's preview what the page is.
  head: (_, locale) => ({
    title: extrasText(locale, 'searchTitle'),
    description: extrasText(locale, 'searchDescription'),
    robots: 'noindex',
  }),
};
