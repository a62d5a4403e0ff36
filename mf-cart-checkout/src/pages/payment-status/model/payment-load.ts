// What the server prepares for /{lang}/cart/payment/:orderId: the order and one answer about its
// payment (the browser goes on asking). Anyone else's order, or none, is a 404 page.
import { allSettled } from 'effector';
import { $locale, headSet, pageStatusSet } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { $orderLoad, checkPaymentFx, orderIdFrom, orderOpened } from '../../../entities/order/index.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { headLoad, PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';

export const paymentLoad: RouteLoad = async (context) => {
  const { scope } = context;
  const orderId = orderIdFrom(context.params.orderId);
  if (orderId !== null) {
    await allSettled(orderOpened, { scope, params: orderId });
    if (scope.getState($orderLoad) === 'ready') {
      await Promise.all([headLoad('paymentTitle')(context), allSettled(checkPaymentFx, { scope, params: orderId })]);
      return;
    }
  }
  // A failed read is the shop's trouble, not a missing order: the error page, which may be retried.
  const failed = scope.getState($orderLoad) === 'failed';
  await allSettled(pageStatusSet, { scope, params: failed ? 503 : 404 });
  await allSettled(headSet, {
    scope,
    params: {
      title: textFor(scope.getState($locale), failed ? 'paymentCheckFailed' : 'orderNotFound'),
      robots: PERSONAL_ROBOTS,
    },
  });
};
