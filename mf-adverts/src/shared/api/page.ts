// This remote's pages (see @vitrina/mf-kit/page-kit for how a page is declared and loaded), over the
// remote's own resources (./resources.ts: read with the shopper's session where there is one).
import { createPageKit } from '@vitrina/mf-kit/page-kit';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { textFor } from '../i18n/index.ts';
import * as resources from './resources.ts';

export type { Params, PageSpec, PageView, PendingView } from '@vitrina/mf-kit/page-kit';

export const { pageLoad, usePage, notFoundHead, reportMissing, settleMain, usePendingState } = createPageKit(
  resources,
  (locale) => textFor(locale, 'notFound'),
);

/** What a page slice gives the remote's route table: its page, and its server-side `load`. */
export type PageRoute = Pick<RemoteRoute, 'page' | 'load'>;
