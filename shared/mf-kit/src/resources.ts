// A remote's back-end reads through one keyed store: a route's `load` fills it on the server
// before rendering (so the serialized scope carries it to the browser) and pages request what is
// missing after client navigation. One store and one effect per remote; each page only names its
// calls. The store's sid carries the remote's name, so two remotes never share serialized state.
import { allSettled, attach, createEvent, sample } from 'effector';
import type { Effect, Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { apiGetFx, apiUrl } from '@vitrina/events';
import type { ApiGet, UnitFactory } from '@vitrina/events';

export type Resource<T = unknown> =
  { status: 'ready'; data: T } | { status: 'failed'; httpStatus: number } | { status: 'loading' };

/** The key of a call: its path and query as one string (the base URL differs between sides). */
export const resourceKey = (request: ApiGet) => apiUrl({ baseUrl: '', headers: {} }, request);

export const dataOf = <T>(resource: Resource<T> | undefined): T | undefined =>
  resource?.status === 'ready' ? resource.data : undefined;

/**
 * Kept small in a long browser session: the newest entries win. Hand-written, not lru-cache: the
 * entries live in an effector store that is serialized into the page, so they must stay a plain object.
 */
const MAX_ENTRIES = 40;

export interface ResourcesOptions {
  /**
   * The GET the calls are read with: the public one by default; @vitrina/events' personalGetFx for
   * a remote whose pages differ by shopper (mf-adverts: on the server a signed-in shopper's page is
   * read with their session, so their own draft opens; in the browser the /api proxy adds it anyway).
   */
  read?: Effect<ApiGet, unknown, unknown>;
}

/** `units` is the remote's one unit factory, so the store's sid is checked against all its others. */
export function createResources(units: UnitFactory, { read = apiGetFx }: ResourcesOptions = {}) {
  const resourceRequested = createEvent<ApiGet>();
  /** A read whose answer changed on the server (a favourite, an edit): asked again, the old answer kept meanwhile. */
  const resourceRefreshed = createEvent<ApiGet>();
  const fetchResourceFx = attach({ effect: read });
  const $resources = units.store<Record<string, Resource>>('resources', {});

  const put = (all: Record<string, Resource>, key: string, value: Resource) => {
    const next = { ...all, [key]: value };
    const keys = Object.keys(next);
    for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete next[stale];
    return next;
  };
  sample({ clock: [resourceRequested, resourceRefreshed], target: fetchResourceFx });
  $resources
    .on(resourceRequested, (all, request) =>
      all[resourceKey(request)]?.status === 'ready' ? all : put(all, resourceKey(request), { status: 'loading' }),
    )
    .on(fetchResourceFx.done, (all, { params, result }) =>
      put(all, resourceKey(params), { status: 'ready', data: result }),
    )
    .on(fetchResourceFx.fail, (all, { params, error }) =>
      put(all, resourceKey(params), { status: 'failed', httpStatus: (error as { status?: number }).status ?? 0 }),
    );

  /** Server side (and tests): load the calls into the request's scope. */
  async function loadResources(scope: Scope, requests: ApiGet[]) {
    await Promise.all(requests.map((params) => allSettled(resourceRequested, { scope, params })));
  }

  /** A page's calls: present after the server render; requested here after client navigation. */
  function useResources<T extends unknown[]>(requests: ApiGet[]): { [K in keyof T]: Resource<T[K]> } {
    const [all, request] = useUnit([$resources, resourceRequested]);
    const keys = requests.map(resourceKey);
    const joined = keys.join('|');
    // The joined keys say everything the requests do: a new array asking the same calls (every
    // render makes one) must not run the effect again, so the effect reads the latest one.
    const latest = useRef(requests);
    useEffect(() => {
      latest.current = requests;
    });
    useEffect(() => {
      for (const r of latest.current) if (!all[resourceKey(r)]) request(r);
    }, [joined, all, request]);
    return keys.map((key) => all[key] ?? { status: 'loading' }) as { [K in keyof T]: Resource<T[K]> };
  }

  return { $resources, resourceRequested, resourceRefreshed, loadResources, useResources };
}
