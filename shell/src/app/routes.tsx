import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout.tsx';
import { RemoteOutlet } from './RemoteOutlet.tsx';
import { NotFound } from './NotFound.tsx';

/** The data router's table. The gateway redirects any path without a locale before React runs. */
export const shellRoutes: RouteObject[] = [
  {
    path: '/:lang',
    Component: Layout,
    children: [
      { index: true, Component: RemoteOutlet },
      { path: '*', Component: RemoteOutlet },
    ],
  },
  { path: '*', Component: NotFound },
];
