import { allSettled } from 'effector';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { ContentPage } from './ContentPage.tsx';
import { pageRequested } from './model.ts';

/** The remote's routes, relative to the locale prefix (`/ro/page/about` -> `page/about`). */
export const routes: RemoteRoute[] = [
  {
    path: 'page/:slug',
    element: <ContentPage />,
    load: ({ scope, params }) => allSettled(pageRequested, { scope, params: params.slug ?? '' }),
  },
];
