// What the server loads for /{lang}/account/acts before drawing it (the page arrives drawn).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { ACT_FILTERS, orderFiltersQuery, readOrderFilters } from '../../../features/order-filters/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';
import { actsPrepared } from './acts-model.ts';

export const actsLoad: RouteLoad = async (context) => {
  const query = orderFiltersQuery(readOrderFilters(context.search, ACT_FILTERS));
  await Promise.all([
    headLoad('actsTitle')(context),
    allSettled(actsPrepared, { scope: context.scope, params: query }),
  ]);
};
