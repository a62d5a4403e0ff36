// This remote's back-end reads: one keyed store, as @vitrina/mf-kit's resources, filled by a route's
// `load` on the server (serialized to the browser) and by pages after client navigation. Unlike
// mf-kit's, it reads through the shopper's personal GET: on the server a signed-in shopper's page is
// read with their session (their own draft opens, the owner's tools show), in the browser the /api
// proxy adds it anyway. For a guest both GETs are the same call. (mf-kit's createResources takes no
// effect to read with; when it does, this file becomes one line.)
import { allSettled, attach, createEvent, sample } from 'effector';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { personalGetFx } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { resourceKey } from '@vitrina/mf-kit/resources';
import type { Resource } from '@vitrina/mf-kit/resources';
import { advertsUnits } from '../lib/units.ts';

export { dataOf, resourceKey } from '@vitrina/mf-kit/resources';
export type { Resource } from '@vitrina/mf-kit/resources';

/** Kept small in a long browser session: the newest entries win (a plain object: it is serialized). */
const MAX_ENTRIES = 40;

export const resourceRequested = createEvent<ApiGet>();
const fetchResourceFx = attach({ effect: personalGetFx });
export const $resources = advertsUnits.store<Record<string, Resource>>('resources', {});

const put = (all: Record<string, Resource>, key: string, value: Resource) => {
  const next = { ...all, [key]: value };
  const keys = Object.keys(next);
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete next[stale];
  return next;
};
sample({ clock: resourceRequested, target: fetchResourceFx });
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

/** A read whose answer changed on the server (a favourite, an edit): asked again, the old answer kept meanwhile. */
export const resourceRefreshed = createEvent<ApiGet>();
sample({ clock: resourceRefreshed, target: fetchResourceFx });

/** Server side (and tests): load the calls into the request's scope. */
export async function loadResources(scope: Scope, requests: ApiGet[]) {
  await Promise.all(requests.map((params) => allSettled(resourceRequested, { scope, params })));
}

/** A page's calls: present after the server render; requested here after client navigation. */
export function useResources<T extends unknown[]>(requests: ApiGet[]): { [K in keyof T]: Resource<T[K]> } {
  const [all, request] = useUnit([$resources, resourceRequested]);
  const keys = requests.map(resourceKey);
  const joined = keys.join('|');
  // The joined keys say everything the requests do; the effect reads the latest array.
  const latest = useRef(requests);
  useEffect(() => {
    latest.current = requests;
  });
  useEffect(() => {
    for (const r of latest.current) if (!all[resourceKey(r)]) request(r);
  }, [joined, all, request]);
  return keys.map((key) => all[key] ?? { status: 'loading' }) as { [K in keyof T]: Resource<T[K]> };
}
