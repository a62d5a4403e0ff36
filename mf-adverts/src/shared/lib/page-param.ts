// A list's page number in its URL (`page=n`, spec: only above 1), for every paged list of the remote.
// How a number reads and is written is every remote's rule (@vitrina/mf-kit/page-number).
export { currentPage, withPage } from '@vitrina/mf-kit/page-number';
