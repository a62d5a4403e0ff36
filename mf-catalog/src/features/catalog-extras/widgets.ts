// The pieces of mf-catalog the shell mounts outside the remote's area, over pages of any remote.
import type { RemoteModule } from '@vitrina/mf-kit';
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import { ListCounts } from '../lists/ListCounts.tsx';

export const extraWidgets: NonNullable<RemoteModule['widgets']> = {
  // Shown only once a shopper opens the search: its code is fetched then.
  'search-window': lazyComponent(() => import('../search/SearchWindow.tsx').then((m) => m.SearchWindow)),
  'list-counts': ListCounts,
};
