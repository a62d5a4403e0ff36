import type { RouteObject } from '@vitrina/router';
import { NotFoundPage } from '../error/ErrorPage.tsx';
import { Layout } from './Layout.tsx';
import { RemoteOutlet } from './RemoteOutlet.tsx';

/** A route's `handle` may carry the HTTP status the server answers with when it matches. */
export interface RouteHandle {
  status?: number;
}

/** The data router's table. The gateway redirects any path without a locale before React runs. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/:lang',
    Component: Layout,
    children: [
      { index: true, Component: RemoteOutlet },
      { path: '404', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
      { path: '*', Component: RemoteOutlet },
    ],
  },
  { path: '*', Component: NotFoundPage, handle: { status: 404 } satisfies RouteHandle },
];
