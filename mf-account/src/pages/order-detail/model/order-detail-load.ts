// What the server loads for /{lang}/account/orders/{id}: the order, and its number as the title.
// Not the shopper's (the API's 404), or no id at all: the page is the shell's 404 page.
import { allSettled } from 'effector';
import { $locale, headSet } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { recordIdFrom, reportNotFound } from '../../../entities/order/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';
import { order } from './order-detail-model.ts';

export const orderDetailLoad: RouteLoad = async ({ scope, params }) => {
  const locale = scope.getState($locale);
  const id = recordIdFrom(params.id);
  if (id !== null) await allSettled(order.opened, { scope, params: id });
  if (id === null || scope.getState(order.$failure)?.missing) {
    await reportNotFound(scope, textFor(locale, 'orderNotFound'));
    return;
  }
  const title = scope.getState(order.$record)
    ? textFor(locale, 'orderNumber', { number: id })
    : textFor(locale, 'ordersTitle');
  await allSettled(headSet, { scope, params: { title, robots: PERSONAL_ROBOTS } });
};
