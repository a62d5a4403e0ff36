// The order history's wiring: the page of orders its URL's filters ask for (general/v2/order, newest
// first), and the shopper's companies its company filter offers.
import { createEvent, sample } from 'effector';
import type { Order } from '@vitrina/contract';
import { ORDER_STATUSES } from '../../../entities/order/index.ts';
import { filterCompaniesNeeded, filterCompaniesPrepared } from '../../../features/order-filters/index.ts';
import type { FilterKind } from '../../../features/order-filters/index.ts';
import { createFilteredList } from '../../../shared/lib/filtered-list.ts';
import type { ListQuery } from '../../../shared/lib/list-filters.ts';

/** The order list has every filter of the spec. */
export const ORDER_FILTERS: FilterKind = { statuses: ORDER_STATUSES, search: true };

export const orders = createFilteredList<Order>('orders', 'general/v2/order');

/** On the server with the page: the orders and the companies. */
export const ordersPrepared = createEvent<ListQuery>();
/** In the browser on each change of the URL's filters: the orders it asks for, if not shown yet. */
export const ordersPageOpened = createEvent<ListQuery>();

sample({ clock: ordersPrepared, target: orders.requested });
sample({ clock: ordersPrepared, fn: () => undefined, target: filterCompaniesPrepared });
sample({ clock: ordersPageOpened, target: orders.requested });

/** In the browser once per visit: the companies, which may have changed since the server drew the page. */
export const ordersPageShown = createEvent();
sample({ clock: ordersPageShown, target: filterCompaniesNeeded });
