// What the server loads for /my-adverts: the module's presence, and for a signed-in shopper the page
// of their adverts the URL names, so the page arrives drawn.
import { allSettled } from 'effector';
import { $auth } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../../shared/api/page.ts';
import { currentPage } from '../../../shared/lib/page-param.ts';
import { myAdvertsRequested, myQueryOf } from './my-adverts-model.ts';
import { myAdvertsSpec } from './my-adverts-spec.ts';

export const myAdvertsLoad: RouteLoad = async (context) => {
  const { scope, search } = context;
  await Promise.all([
    pageLoad(myAdvertsSpec)(context),
    scope.getState($auth).isAuth
      ? allSettled(myAdvertsRequested, { scope, params: myQueryOf(search, currentPage(search)) })
      : null,
  ]);
};
