// What the server loads for /{lang}/account/profile before drawing it (the page arrives drawn).
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { loadUserGroupFx } from '../../../features/profile/index.ts';
import { loadUserFx } from '../../../entities/session/model/session-model.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const profileLoad: RouteLoad = async (context) => {
  const { scope } = context;
  await Promise.all([
    headLoad('profileTitle')(context),
    allSettled(loadUserFx, { scope }),
    allSettled(loadUserGroupFx, { scope }),
  ]);
};
