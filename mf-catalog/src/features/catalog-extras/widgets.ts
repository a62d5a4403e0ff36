// The pieces of mf-catalog the shell mounts outside the remote's area, over pages of any remote.
import type { RemoteModule } from '@vitrina/mf-kit';
import { ListCounts } from '../lists/ListCounts.tsx';
import { SearchWindow } from '../search/SearchWindow.tsx';

export const extraWidgets: NonNullable<RemoteModule['widgets']> = {
  'search-window': SearchWindow,
  'list-counts': ListCounts,
};
