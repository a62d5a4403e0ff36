// What the server loads for the favourite adverts: the module's presence and its categories (the
// page's filter), and for a signed-in shopper the favourites of the category the URL names.
import { allSettled } from 'effector';
import { $auth } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../../shared/api/page.ts';
import { favoritesSpec, categoryOf } from './favorites-spec.ts';
import { favoritesPageRequested } from './favorites-page-model.ts';

export const favoritesLoad: RouteLoad = async (context) => {
  const { scope, search } = context;
  await Promise.all([
    pageLoad(favoritesSpec)(context),
    scope.getState($auth).isAuth ? allSettled(favoritesPageRequested, { scope, params: categoryOf(search) }) : null,
  ]);
};
