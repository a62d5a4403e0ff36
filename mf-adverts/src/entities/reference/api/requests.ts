// The adverts' reference calls (spec 7, "Adverts module"): the same for every shopper of the shop, in
// the page's language. As requests of the remote's resources store, so the server loads them with
// the page and the browser asks for what is missing.
import type { ApiGet } from '@vitrina/events';

export const CATEGORIES_REQUEST: ApiGet = { path: 'api/adverts-categories' };
/** The list's region filter offers the regions that have adverts. */
export const FILTER_REGIONS_REQUEST: ApiGet = { path: 'api/regions', query: { only_adverts: 'true' } };
/** The form offers every region an advert may name. */
export const FORM_REGIONS_REQUEST: ApiGet = { path: 'api/advert-regions' };
export const locationsRequest = (region: number): ApiGet => ({ path: `api/advert-regions/${region}/locations` });
export const sectorsRequest = (location: number): ApiGet => ({ path: 'api/sectors', query: { location } });
export const attributesRequest = (category: number): ApiGet => ({
  path: 'api/adverts-attributes',
  query: { category },
});
export const COMPLAINT_CATEGORIES_REQUEST: ApiGet = { path: 'api/complaint-categories' };
