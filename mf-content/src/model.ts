import { attach, createEvent, sample } from 'effector';
import { apiGetFx, createUnitFactory } from '@vitrina/events';
import type { PageResponse } from './types.ts';

const units = createUnitFactory('mf-content');

export interface PageState {
  slug: string;
  page: PageResponse | null;
  /** 'missing' when the back end has no such page, 'failed' for any other error. */
  error: 'missing' | 'failed' | null;
}

export const pageRequested = createEvent<string>();
const fetchPageFx = attach({
  effect: apiGetFx,
  mapParams: (slug: string) => ({ path: `page/${encodeURIComponent(slug)}` }),
});

export const $page = units.store<PageState | null>('page', null);
export const $pageLoading = fetchPageFx.pending;

sample({ clock: pageRequested, target: fetchPageFx });
$page
  .on(fetchPageFx.done, (_, { params, result }) => ({ slug: params, page: result as PageResponse, error: null }))
  .on(fetchPageFx.fail, (_, { params, error }) => ({
    slug: params,
    page: null,
    error: (error as { status?: number }).status === 404 ? 'missing' : 'failed',
  }));
