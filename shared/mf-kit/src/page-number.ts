// A list's page number as its URL names it (`?page=n`), for every paged list of every remote, so
// a list past its end looks the same whatever number was typed: `page=999` and `page=1e9` are
// both "past the end" (a page that links back to the last one), never a 404 for one and an empty
// list for the other.

/**
 * The largest page the back end answers (the contract's pageQuery maximum; a test holds the two
 * equal). A larger number asks for this one: the list has ended long before, the same as for it.
 */
export const LAST_PAGE_ASKED = 100_000;

/** Anything but a whole number above 1 is the first page. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, LAST_PAGE_ASKED) : 1;
}

/** The last page of a list of `pages` pages: an empty list still has its (empty) first page. */
export const lastPage = (pages: number) => Math.max(1, pages);

export const isPastEnd = (page: number, pages: number) => page > lastPage(pages);

/** The page a list's URL names (`?page=n`). */
export const currentPage = (search: URLSearchParams): number => pageNumber(search.get('page'));

/** The list's query with its page: `page` is in the URL only above 1, the rest of the query kept. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
