// What the server loads for /{lang}/account/companies before drawing it (the page arrives drawn).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { COMPANY_STATUSES } from '../../../features/companies/index.ts';
import { listFiltersQuery, readListFilters } from '../../../shared/lib/list-filters.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';
import { companiesPageOpened } from './companies-model.ts';

export const companiesLoad: RouteLoad = async (context) => {
  const query = listFiltersQuery(readListFilters(context.search, COMPANY_STATUSES));
  await Promise.all([
    headLoad('companiesTitle')(context),
    allSettled(companiesPageOpened, { scope: context.scope, params: query }),
  ]);
};
