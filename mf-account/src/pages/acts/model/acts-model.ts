// The acts page's wiring (base/act-view: a company buyer's acts, newest first): the page of acts its
// URL's filters ask for (a company and dates), and the shopper's companies, which say whether the
// shopper buys for a company at all and fill the company filter.
import { createEvent, sample } from 'effector';
import type { Act } from '@vitrina/contract';
import { filterCompaniesNeeded, filterCompaniesPrepared } from '../../../features/order-filters/index.ts';
import { createFilteredList } from '../../../shared/lib/filtered-list.ts';
import type { ListQuery } from '../../../shared/lib/list-filters.ts';

// A company_id that is not the shopper's answers 404: no act matches it.
export const acts = createFilteredList<Act>('acts', 'base/act-view', { missingIsEmpty: true });

/** On the server with the page: the acts and the companies. */
export const actsPrepared = createEvent<ListQuery>();
/** In the browser on each change of the URL's filters: the acts it asks for, if not shown yet. */
export const actsPageOpened = createEvent<ListQuery>();
/** In the browser once per visit: the companies, which may have changed since the server drew the page. */
export const actsPageShown = createEvent();

sample({ clock: actsPrepared, target: acts.requested });
sample({ clock: actsPrepared, fn: () => undefined, target: filterCompaniesPrepared });
sample({ clock: actsPageOpened, target: acts.requested });
sample({ clock: actsPageShown, target: filterCompaniesNeeded });
