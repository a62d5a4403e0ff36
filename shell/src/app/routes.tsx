import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from '@vitrina/router';
import { keptRoutes } from '@vitrina/mf-kit/kept-routes';
import type { RouteObject } from '@vitrina/router';
import { NotFoundPage } from '../error/ErrorPage.tsx';
import { UiKitRoute } from '../ui-kit/index.ts';
import { PageFrame } from './frames.tsx';
import { RemoteOutlet } from './RemoteOutlet.tsx';

/** A route's `handle` may carry the HTTP status the server answers with when it matches. */
export interface RouteHandle {
  status?: number;
}

/** The page area's route table. The gateway redirects any path without a locale before React runs. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/:lang',
    Component: PageFrame,
    children: [
      { index: true, Component: RemoteOutlet },
      { path: '404', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
      { path: 'ui-kit-demo', Component: UiKitRoute },
      { path: '*', Component: RemoteOutlet },
    ],
  },
  { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
];

const useShellRoutes = keptRoutes(shellRoutes);

/** The page the location names, in the server's StaticRouter and the browser's router alike. */
export function ShellRoutes() {
  return useShellRoutes(useLocation().pathname);
}

/** A frame under its own router: `useParams().lang` (the page's locale) reads as on the page. */
export function FrameRoutes({ children }: { children: ReactNode }) {
  return useRoutes([{ path: '/:lang/*', element: children }]);
}

/** The HTTP status a path answers with: raised by a matched route's `handle.status` (the 404 page). */
export function routeStatus(pathname: string): number {
  const statuses = (matchRoutes(shellRoutes, pathname) ?? []).map(
    (match) => (match.route.handle as RouteHandle | undefined)?.status ?? 200,
  );
  return Math.max(200, ...statuses);
}
