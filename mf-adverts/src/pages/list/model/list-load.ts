// The list's load on the server: the page's calls (a 404 of any is the page's 404), then the places
// under the region and locality its filters name, so the filters arrive drawn. Those are no part of
// the page's own data: a place the shop does not know leaves its select empty, not the page missing.
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { locationsRequest, sectorsRequest } from '../../../entities/reference/index.ts';
import { readFilters } from '../../../features/list-filters/index.ts';
import { pageLoad } from '../../../shared/api/page.ts';
import { loadResources } from '../../../shared/api/resources.ts';
import { listSpec } from './list-spec.ts';

export const listLoad: RouteLoad = async (context) => {
  const filters = readFilters(context.search);
  await pageLoad(listSpec(context.search))(context);
  await loadResources(context.scope, [
    ...(filters.region === null ? [] : [locationsRequest(filters.region)]),
    ...(filters.location === null ? [] : [sectorsRequest(filters.location)]),
  ]);
};
