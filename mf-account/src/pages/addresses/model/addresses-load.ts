// What the server loads for /{lang}/account/addresses before drawing it (the page arrives drawn).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { addressesPageOpened } from '../../../features/addresses/index.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const addressesLoad: RouteLoad = async (context) => {
  await Promise.all([headLoad('addressesTitle')(context), allSettled(addressesPageOpened, { scope: context.scope })]);
};
