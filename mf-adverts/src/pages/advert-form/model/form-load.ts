// The form pages' loads on the server. Editing someone else's advert (or a deleted one) is a 404.
import { $auth } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { advertRequest } from '../../../entities/advert/index.ts';
import type { Advert } from '../../../entities/advert/index.ts';
import { pageLoad, reportMissing } from '../../../shared/api/page.ts';
import { $resources, dataOf, resourceKey } from '../../../shared/api/resources.ts';
import { editAdvertSpec, isEditable, newAdvertSpec } from './form-spec.ts';

export const newAdvertLoad: RouteLoad = pageLoad(newAdvertSpec);

export const editAdvertLoad: RouteLoad = async (context) => {
  const { scope, params } = context;
  const signedIn = scope.getState($auth).isAuth;
  await pageLoad(editAdvertSpec(signedIn))(context);
  if (!signedIn) return;
  const found = scope.getState($resources)[resourceKey(advertRequest(params.slug))];
  if (found?.status === 'ready' && !isEditable(dataOf(found) as Advert)) await reportMissing(scope);
};
