// What the server prepares for /{lang}/cart/success: the head and, when the URL names the order, the
// order itself (the shopper's own: anyone else's is not found, and the page then says only thanks).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { orderIdFrom, orderOpened } from '../../../entities/order/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const successLoad: RouteLoad = async (context) => {
  const orderId = orderIdFrom(context.search.get('order'));
  await Promise.all([
    headLoad('successTitle')(context),
    orderId === null ? null : allSettled(orderOpened, { scope: context.scope, params: orderId }),
  ]);
};
