// The search results page (/search?query=...): the same call as the window, rendered on the
// server. The query parameter is `query`, the name the shell's search field submits.
import { normaliseSearchText } from '@vitrina/domain';
import { SEARCH_PATH } from '../../../entities/search-result/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';

export const searchQueryOf = (search: URLSearchParams) => normaliseSearchText(search.get('query'));

export const searchPageSpec: PageSpec<[unknown?]> = {
  requests: (_, search) => {
    const query = searchQueryOf(search);
    return query === null ? [] : [{ path: SEARCH_PATH, query: { query } }];
  },
  // Results pages are not indexed (endless query variants), but a description still tells a
  // shared link's preview what the page is.
  head: (_, locale) => ({
    title: textFor(locale, 'searchTitle'),
    description: textFor(locale, 'searchDescription'),
    robots: 'noindex',
  }),
};
