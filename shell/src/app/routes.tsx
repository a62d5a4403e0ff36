import { matchRoutes, useRoutes } from '@vitrina/router';
import type { RouteObject } from '@vitrina/router';
import { NotFoundPage } from '../error/ErrorPage.tsx';
import { UiKitRoute } from '../ui-kit/index.ts';
import { Layout } from './Layout.tsx';
import { RemoteOutlet } from './RemoteOutlet.tsx';

/** A route's `handle` may carry the HTTP status the server answers with when it matches. */
export interface RouteHandle {
  status?: number;
}

/** The shell's route table. The gateway redirects any path without a locale before React runs. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/:lang',
    Component: Layout,
    children: [
      { index: true, Component: RemoteOutlet },
      { path: '404', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
      { path: 'ui-kit-demo', Component: UiKitRoute },
      { path: '*', Component: RemoteOutlet },
    ],
  },
  { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
];

/** The page the location names, in the server's StaticRouter and the browser's router alike. */
export function ShellRoutes() {
  return useRoutes(shellRoutes);
}

/** The HTTP status a path answers with: raised by a matched route's `handle.status` (the 404 page). */
export function routeStatus(pathname: string): number {
  const statuses = (matchRoutes(shellRoutes, pathname) ?? []).map(
    (match) => (match.route.handle as RouteHandle | undefined)?.status ?? 200,
  );
  return Math.max(200, ...statuses);
}
