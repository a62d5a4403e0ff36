// How a remote declares a page: the calls it needs for a URL and the head it sets from their
// answers. The same declaration drives the server (`load`, before rendering) and the browser
// (after client navigation), so both show and announce the same thing. A call answered 404 (or
// 400: the URL's own parameter was refused) makes the page "missing": the gateway answers 404 and
// the shell shows its not-found page in the remote's area. Any other failure of the page's own
// calls (no answer, a timeout, 5xx) makes it "failed" on the server: status 503 and the shell's
// error page, so a broken page is never stored in the page cache or sent as a 200.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from '@vitrina/router';
import { $locale, $pageVisits, headSet, pageStatusSet } from '@vitrina/events';
import type { ApiGet, Locale, PageHead } from '@vitrina/events';
import type { RouteLoad } from './define-remote.tsx';
import { resourceKey } from './resources.ts';
import type { Resource, createResources } from './resources.ts';

export type Params = Record<string, string | undefined>;

export interface PageSpec<T extends unknown[]> {
  requests: (params: Params, search: URLSearchParams) => ApiGet[];
  /** The head once every call answered. */
  head: (data: T, locale: Locale, params: Params) => PageHead;
}

export type PageView<T extends unknown[]> =
  | { state: 'ready'; data: T; locale: Locale; params: Params; search: URLSearchParams }
  | {
      state: 'loading' | 'missing' | 'failed';
      retry: () => void;
      locale: Locale;
      params: Params;
      search: URLSearchParams;
    };

/** A page whose data is not there (yet): what its state view shows instead. */
export type PendingView = Exclude<PageView<unknown[]>, { state: 'ready' }>;

/** The page's states as @vitrina/ui's StateView names them: a missing page is its empty (404) state. */
const PENDING_STATES = { loading: 'loading', missing: 'empty', failed: 'error' } as const;

type Resources<T extends unknown[]> = { [K in keyof T]: Resource<T[K]> };

export const isMissing = (resource: Resource | undefined) =>
  resource?.status === 'failed' && (resource.httpStatus === 404 || resource.httpStatus === 400);

const allReady = <T extends unknown[]>(resources: Resources<T>): T | null =>
  resources.every((r) => r.status === 'ready') ? (resources.map((r) => (r as { data: unknown }).data) as T) : null;

export function createPageKit(
  resources: Pick<
    ReturnType<typeof createResources>,
    '$resources' | 'resourceRequested' | 'loadResources' | 'useResources'
  >,
  notFoundTitle: (locale: Locale) => string,
) {
  const notFoundHead = (locale: Locale): PageHead => ({ title: notFoundTitle(locale), robots: 'noindex' });

  /** A route's `load` found that its page does not exist: status 404 and the not-found head. */
  async function reportMissing(scope: Scope): Promise<void> {
    await allSettled(pageStatusSet, { scope, params: 404 });
    await allSettled(headSet, { scope, params: notFoundHead(scope.getState($locale)) });
  }

  /** A route's `load` found that its main data could not be loaded: status 503, the error page. */
  async function reportFailed(scope: Scope): Promise<void> {
    await allSettled(pageStatusSet, { scope, params: 503 });
    await allSettled(headSet, { scope, params: { robots: 'noindex' } });
  }

  /**
   * After a route's main calls settled: missing (404/400) wins over failed, since a page that
   * does not exist stays missing whatever else went wrong. Answers whether the data is there.
   */
  async function settleMain(scope: Scope, requests: ApiGet[]): Promise<boolean> {
    const all = scope.getState(resources.$resources);
    const found = requests.map((r) => all[resourceKey(r)]);
    if (found.some(isMissing)) await reportMissing(scope);
    else if (found.some((r) => r?.status === 'failed')) await reportFailed(scope);
    else return true;
    return false;
  }

  /** The route's `load`: fetch into the request's scope, then set the head (or the 404/503) there. */
  function pageLoad<T extends unknown[]>(spec: PageSpec<T>): RouteLoad {
    return async ({ scope, params, search }: { scope: Scope; params: Params; search: URLSearchParams }) => {
      const requests = spec.requests(params, search);
      await resources.loadResources(scope, requests);
      if (!(await settleMain(scope, requests))) return;
      const all = scope.getState(resources.$resources);
      const data = allReady(requests.map((r) => all[resourceKey(r)] ?? { status: 'loading' }) as Resources<T>);
      if (data) await allSettled(headSet, { scope, params: spec.head(data, scope.getState($locale), params) });
    };
  }

  /** In a page component: the calls' state, requesting what is missing and keeping the head current. */
  function usePage<T extends unknown[]>(spec: PageSpec<T>): PageView<T> {
    const params = useParams();
    const [search] = useSearchParams();
    const [locale, setHead] = useUnit([$locale, headSet]);
    const requests = spec.requests(params, search);
    const found = resources.useResources<T>(requests);
    const data = allReady<T>(found);
    const head = data ? JSON.stringify(spec.head(data, locale, params)) : null;
    useEffect(() => {
      if (head) setHead(JSON.parse(head) as PageHead);
    }, [head, setHead]);
    const request = useUnit(resources.resourceRequested);
    if (data) return { state: 'ready', data, locale, params, search };
    const failed = found.filter((r): r is Extract<Resource, { status: 'failed' }> => r.status === 'failed');
    const state = failed.some(isMissing) ? 'missing' : failed.length ? 'failed' : 'loading';
    return { state, retry: () => requests.forEach((r) => request(r)), locale, params, search };
  }

  /**
   * After client navigation to a page that does not exist: the not-found head and status 404, so
   * the shell shows its not-found page. A page being left can render once more after the shell
   * reset the status for the next one; it must not report again, so a page only reports while the
   * browser is still at its own address. It reports again after every page change the shell makes
   * while it is shown (`$pageVisits`): a shopper who leaves for a page whose code is still arriving
   * (React keeps this page meanwhile) and comes back before it arrived gets the status reset and
   * no new render of this page.
   */
  function useMissingReport(missing: boolean, locale: Locale): void {
    const { pathname } = useLocation();
    const [visits, setHead, setStatus] = useUnit([$pageVisits, headSet, pageStatusSet]);
    useEffect(() => {
      if (!missing || window.location.pathname !== pathname) return;
      setHead(notFoundHead(locale));
      setStatus(404);
    }, [missing, visits, locale, pathname, setHead, setStatus]);
  }

  /**
   * A pending page's props for @vitrina/ui's StateView (state, retry, the 404 the empty state
   * stands for); the remote adds its words and its way home. Reports a missing page (see above).
   */
  function usePendingState(view: PendingView) {
    useMissingReport(view.state === 'missing', view.locale);
    return { state: PENDING_STATES[view.state], onRetry: view.retry, emptyStatus: 404 };
  }

  return {
    pageLoad,
    usePage,
    notFoundHead,
    reportMissing,
    reportFailed,
    settleMain,
    useMissingReport,
    usePendingState,
  };
}
