// A listing's page number in its URL (`page=n`), for every paged listing (categories, brands): page 1
// is never written and nonsense reads as page 1. How a number reads and is written, and when a page
// is past the end, is every remote's rule (@vitrina/mf-kit/page-number).
export { currentPage, isPastEnd, lastPage, withPage } from '@vitrina/mf-kit/page-number';
