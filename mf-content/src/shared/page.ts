// This remote's pages (see @vitrina/mf-kit/page-kit for how a page is declared and loaded).
import { createPageKit } from '@vitrina/mf-kit/page-kit';
import { textFor } from '../i18n/index.ts';
import * as resources from './resources.ts';

export type { Params, PageSpec, PageView, PendingView } from '@vitrina/mf-kit/page-kit';

export const { pageLoad, usePage, notFoundHead, usePendingState } = createPageKit(resources, (locale) =>
  textFor(locale, 'notFound'),
);
