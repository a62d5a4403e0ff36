// A listing's page number in its URL (`page=n`): read and written here only, for every paged
// listing (categories, brands), so page 1 is never written and nonsense reads as page 1. How a
// number reads, and when a page is past the end, is every remote's rule (@vitrina/mf-kit).
import { pageNumber } from '@vitrina/mf-kit/page-number';

export { isPastEnd, lastPage } from '@vitrina/mf-kit/page-number';

export function currentPage(search: URLSearchParams): number {
  return pageNumber(search.get('page'));
}

/** `page` is in the URL only above 1. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
