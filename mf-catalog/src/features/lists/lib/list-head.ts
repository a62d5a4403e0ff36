import type { PageSpec } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';

/**
 * A list page's head: named after the list and never indexed (nor cached: the list lives in the
 * guest's browser). Nothing to fetch, so the server's `load` (pageLoad) sets only this head, and
 * the HTML names the page before scripts run.
 */
export const listHeadSpec = (key: 'favoritesTitle' | 'compareTitle'): PageSpec<[]> => ({
  requests: () => [],
  head: (_, locale) => ({ title: textFor(locale, key), robots: 'noindex' }),
});
