import { defineRemote } from '@vitrina/mf-kit/runtime';
import { ListCounts } from './features/lists/index.ts';
import { mounts } from './mounts.ts';
import { routes } from './routes.tsx';
import { NAMESPACE, translations } from './shared/i18n/index.ts';
import { SearchWindow } from './widgets/search-window/index.ts';

export default defineRemote({
  name: 'catalog',
  version: __REMOTE_VERSION__,
  namespace: NAMESPACE,
  translations,
  routes,
  mounts,
  // The pieces the shell mounts outside the remote's area, over pages of any remote.
  widgets: { 'search-window': SearchWindow, 'list-counts': ListCounts },
});
