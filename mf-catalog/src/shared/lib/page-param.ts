// A listing's page number in its URL (`page=n`): read and written here only, for every paged
// listing (categories, brands), so page 1 is never written and nonsense reads as page 1.

export function currentPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `page` is in the URL only above 1. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
