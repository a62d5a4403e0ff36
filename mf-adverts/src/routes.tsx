import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { advertRoute } from './pages/advert/index.ts';
import { editAdvertRoute, newAdvertRoute } from './pages/advert-form/index.ts';
import { favoritesRoute } from './pages/favorites/index.ts';
import { listRoute } from './pages/list/index.ts';
import { myAdvertsRoute } from './pages/my-adverts/index.ts';
import { AdvertsFrame } from './shared/ui/AdvertsFrame.tsx';

// Each page, and the data code only the server runs for it, is a chunk of its own (see each page's
// index.ts). The paths are the sections of shared/lib/paths.ts.
const pages: RemoteRoute[] = [
  { path: 'adverts', ...listRoute },
  { path: 'adverts/:slug', ...advertRoute },
  { path: 'my-adverts', ...myAdvertsRoute },
  { path: 'my-adverts/new', ...newAdvertRoute },
  { path: 'my-adverts/favorites', ...favoritesRoute },
  { path: 'my-adverts/:slug/edit', ...editAdvertRoute },
];

/** The remote's routes, relative to the locale prefix, in its one frame. */
export const routes: RemoteRoute[] = [{ element: <AdvertsFrame />, children: pages }];
