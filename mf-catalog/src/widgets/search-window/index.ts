// The header's search window, which the shell mounts over any page as mf-catalog's
// `search-window` widget. It shows only once a shopper opens the search: its code is fetched then.
import { lazyComponent } from '@vitrina/mf-kit/runtime';

export const SearchWindow = lazyComponent(() => import('./ui/SearchWindow.tsx').then((m) => m.SearchWindow));
