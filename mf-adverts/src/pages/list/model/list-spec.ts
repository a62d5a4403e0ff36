// What the adverts list asks for and tells search engines: the page of adverts its URL's filters ask
// for, and the categories and regions its filters offer. A shop without adverts answers these 404:
// the page is then not found. The head lists the page's adverts as an ItemList of RealEstateListing.
import type { ApiGet, PageHead } from '@vitrina/events';
import { breadcrumbLd } from '@vitrina/mf-kit/breadcrumbs';
import { isPastEnd } from '@vitrina/mf-kit/page-number';
import { listingsLd } from '../../../entities/advert/index.ts';
import type { AdvertList } from '../../../entities/advert/index.ts';
import { CATEGORIES_REQUEST, FILTER_REGIONS_REQUEST } from '../../../entities/reference/index.ts';
import type { AdvertCategory, AdvertRegion } from '../../../entities/reference/index.ts';
import { listRequest, readFilters } from '../../../features/list-filters/index.ts';
import type { PageSpec } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { advertPath } from '../../../shared/lib/paths.ts';
import { listTrail } from '../../../shared/lib/trail.ts';

export type ListData = [AdvertList, AdvertCategory[], AdvertRegion[]];

export const listRequests = (search: URLSearchParams): ApiGet[] => [
  listRequest(readFilters(search)),
  CATEGORIES_REQUEST,
  FILTER_REGIONS_REQUEST,
];

/** The spec of the list its URL's query names (the head names the category filtered by). */
export function listSpec(search: URLSearchParams): PageSpec<ListData> {
  const filters = readFilters(search);
  return {
    requests: () => listRequests(search),
    head: ([list, categories], locale): PageHead => {
      const category = categories.find((c) => c.id === filters.category);
      const listTitle = textFor(locale, 'listTitle');
      return {
        title: category ? `${category.title} — ${listTitle}` : listTitle,
        description: textFor(locale, 'listDescription'),
        jsonLd: [listingsLd(list.data, (card) => advertPath(locale, card.slug)), breadcrumbLd(listTrail(locale))],
        // A shopper's own words, or a page past the end of the list: nothing to index.
        ...(filters.search || isPastEnd(filters.page, list.pages) ? { robots: 'noindex' } : {}),
      };
    },
  };
}
