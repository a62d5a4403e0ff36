import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { AdvertsPage } from './AdvertsPage.tsx';

/** The remote's routes, relative to the locale prefix. */
export const routes: RemoteRoute[] = [{ path: 'adverts/*', element: <AdvertsPage /> }];
