import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { AccountPage } from './AccountPage.tsx';

/** The remote's routes, relative to the locale prefix. */
export const routes: RemoteRoute[] = [{ path: 'account/*', element: <AccountPage /> }];
