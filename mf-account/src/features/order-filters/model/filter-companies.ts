// The shopper's companies for the lists' company filter (spec: company_id) and for the acts page,
// which is for company buyers: users/company page by page (10 a page), at most MAX_PAGES of them.
// Loaded on the server with the page; in the browser again on each later visit (a company added
// since on the companies page then shows here), but not right after the server brought them.
import { attach, createEvent, sample } from 'effector';
import { personalGetFx } from '@vitrina/events';
import type { Company } from '@vitrina/contract';
import type { Paged } from '../../../shared/lib/filtered-list.ts';
import { $canCall, endSessionOnUnauthorized, signedOut } from '../../../shared/lib/personal-read.ts';
import { accountUnits } from '../../../shared/lib/units.ts';

export interface FilterCompany {
  id: number;
  name: string;
}

/** 100 companies: more than a buyer keeps; the filter then lists the first hundred. */
export const MAX_PAGES = 10;

/** The server's load: the companies, for the page it draws. */
export const filterCompaniesPrepared = createEvent();
/** The page shown in the browser: the companies again, unless the server just brought them. */
export const filterCompaniesNeeded = createEvent();

export const loadCompaniesPageFx = attach({
  effect: personalGetFx,
  mapParams: (page: number) => ({ path: 'users/company', query: page > 1 ? { page } : {} }),
});

/** null until loaded (or when the load failed): the filter is then not offered. */
export const $filterCompanies = accountUnits.store<FilterCompany[] | null>('order-filters/companies', null);
const $served = accountUnits.store('order-filters/companies-served', false);

$served.on(filterCompaniesPrepared, () => true);
sample({ clock: filterCompaniesPrepared, source: $canCall, filter: Boolean, fn: () => 1, target: loadCompaniesPageFx });
const neededHere = sample({ clock: filterCompaniesNeeded, source: { served: $served, canCall: $canCall } });
$served.reset(neededHere);
sample({
  clock: neededHere,
  filter: ({ served, canCall }) => canCall && !served,
  fn: () => 1,
  target: loadCompaniesPageFx,
});

const pageDone = loadCompaniesPageFx.done.map(({ params, result }) => ({
  page: params,
  list: result as Paged<Company>,
}));
sample({
  clock: pageDone,
  source: $filterCompanies,
  fn: (known, { page, list }) => [
    ...(page === 1 ? [] : (known ?? [])),
    ...list.data.map((company) => ({ id: company.id, name: company.name })),
  ],
  target: $filterCompanies,
});
sample({
  clock: pageDone,
  filter: ({ page, list }) => page < list.pages && page < MAX_PAGES,
  fn: ({ page }) => page + 1,
  target: loadCompaniesPageFx,
});
endSessionOnUnauthorized(loadCompaniesPageFx.failData);

$filterCompanies.reset(signedOut);
