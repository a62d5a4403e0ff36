// What the server loads for /{lang}/account/support: the shopper's name and address fill the form.
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { loadUserFx } from '../../../entities/session/model/session-model.ts';
import { headLoad } from '../../../shared/lib/page-head.ts';

export const supportLoad: RouteLoad = async (context) => {
  await Promise.all([headLoad('supportTitle')(context), allSettled(loadUserFx, { scope: context.scope })]);
};
