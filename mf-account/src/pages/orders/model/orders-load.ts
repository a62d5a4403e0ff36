// What the server loads for /{lang}/account/orders before drawing it (the page arrives drawn).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { orderFiltersQuery, readOrderFilters } from '../../../features/order-filters/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';
import { ORDER_FILTERS, ordersPrepared } from './orders-model.ts';

export const ordersLoad: RouteLoad = async (context) => {
  const query = orderFiltersQuery(readOrderFilters(context.search, ORDER_FILTERS));
  await Promise.all([
    headLoad('ordersTitle')(context),
    allSettled(ordersPrepared, { scope: context.scope, params: query }),
  ]);
};
