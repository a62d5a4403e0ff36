// What the server loads for /{lang}/account/terms: the terms are in the page it sends.
import { allSettled } from 'effector';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../../shared/lib/page-head.ts';
import { termsOpened } from './terms-model.ts';

export const termsLoad: RouteLoad = async (context) => {
  await Promise.all([headLoad('termsTitle')(context), allSettled(termsOpened, { scope: context.scope })]);
};
