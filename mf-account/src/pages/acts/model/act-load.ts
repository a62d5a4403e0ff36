// What the server loads for /{lang}/account/acts/{id}: the act, and its number as the title. Not the
// shopper's (the API's 404), or no id at all: the page is the shell's 404 page.
import { allSettled } from 'effector';
import { $locale, headSet } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { recordIdFrom, reportNotFound } from '../../../entities/order/index.ts';
import { textFor } from '../../../i18n/index.ts';
import { PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';
import { act } from './act-model.ts';

export const actLoad: RouteLoad = async ({ scope, params }) => {
  const locale = scope.getState($locale);
  const id = recordIdFrom(params.id);
  if (id !== null) await allSettled(act.opened, { scope, params: id });
  if (id === null || scope.getState(act.$failure)?.missing) {
    await reportNotFound(scope, textFor(locale, 'actNotFound'));
    return;
  }
  const shown = scope.getState(act.$record);
  const title = shown ? textFor(locale, 'actTitle', { number: shown.number }) : textFor(locale, 'actsTitle');
  await allSettled(headSet, { scope, params: { title, robots: PERSONAL_ROBOTS } });
};
