// A list's page number in its URL (`page=n`, spec: only above 1), for every paged list of the remote.
// How a number reads is every remote's rule (@vitrina/mf-kit/page-number).
import { pageNumber } from '@vitrina/mf-kit/page-number';

export const currentPage = (search: URLSearchParams): number => pageNumber(search.get('page'));

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
