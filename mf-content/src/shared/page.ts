// How a page of this remote is declared: the calls it needs for a URL and the head it sets from
// their answers. The same declaration drives the server (`load`, before rendering) and the
// browser (after client navigation), so both show and announce the same thing.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { $locale, headSet, pageStatusSet } from '@vitrina/events';
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { $resources, loadResources, resourceKey, resourceRequested, useResources } from './resources.ts';
import type { Resource } from './resources.ts';
import { textFor } from '../i18n/index.ts';

export type Params = Record<string, string | undefined>;

export interface PageSpec<T extends unknown[]> {
  requests: (params: Params, search: URLSearchParams) => ApiGet[];
  /** The head once every call answered; null leaves it to the not-found or error view. */
  head: (data: T, locale: Locale, params: Params) => PageHead;
}

// 400 too: the URL's own parameter was refused (`/gallery/abc`), which is a page that does not exist.
const isMissing = (resource: Resource | undefined) => resource?.status === 'failed' && (resource.httpStatus === 404 || resource.httpStatus === 400);
export const notFoundHead = (locale: Locale): PageHead => ({ title: textFor(locale, 'notFound'), robots: 'noindex' });

type Resources<T extends unknown[]> = { [K in keyof T]: Resource<T[K]> };

const allReady = <T extends unknown[]>(resources: Resources<T>): T | null =>
  resources.every((r) => r.status === 'ready') ? (resources.map((r) => (r as { data: unknown }).data) as T) : null;

/** The route's `load`: fetch into the request's scope, then set the head there. */
export function pageLoad<T extends unknown[]>(spec: PageSpec<T>): RouteLoad {
  return async ({ scope, params, search }: { scope: Scope; params: Params; search: URLSearchParams }) => {
    const requests = spec.requests(params, search);
    await loadResources(scope, requests);
    const all = scope.getState($resources);
    const data = allReady(requests.map((r) => all[resourceKey(r)] ?? { status: 'loading' }) as Resources<T>);
    const locale = scope.getState($locale);
    if (data) await allSettled(headSet, { scope, params: spec.head(data, locale, params) });
    else if (requests.some((r) => isMissing(all[resourceKey(r)]))) {
      // The gateway answers 404 and the shell shows its not-found page in this remote's area.
      await allSettled(pageStatusSet, { scope, params: 404 });
      await allSettled(headSet, { scope, params: notFoundHead(locale) });
    }
  };
}

export type PageView<T extends unknown[]> =
  | { state: 'ready'; data: T; locale: Locale; params: Params }
  | { state: 'loading' | 'missing' | 'failed'; retry: () => void; locale: Locale; params: Params };

/** In a page component: the calls' state, requesting what is missing and keeping the head current. */
export function usePage<T extends unknown[]>(spec: PageSpec<T>): PageView<T> {
  const params = useParams();
  const [search] = useSearchParams();
  const [locale, setHead] = useUnit([$locale, headSet]);
  const requests = spec.requests(params, search);
  const resources = useResources<T>(requests);
  const data = allReady<T>(resources);
  const head = data ? JSON.stringify(spec.head(data, locale, params)) : null;
  useEffect(() => {
    if (head) setHead(JSON.parse(head) as PageHead);
  }, [head, setHead]);
  const request = useUnit(resourceRequested);
  if (data) return { state: 'ready', data, locale, params };
  const failed = resources.filter((r): r is Extract<Resource, { status: 'failed' }> => r.status === 'failed');
  const state = failed.some(isMissing) ? 'missing' : failed.length ? 'failed' : 'loading';
  return { state, retry: () => requests.forEach((r) => request(r)), locale, params };
}
