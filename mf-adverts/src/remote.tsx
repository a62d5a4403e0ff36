import { defineRemote } from '@vitrina/mf-kit/runtime';
import { mounts } from './mounts.ts';
import { routes } from './routes.tsx';
import { NAMESPACE, translations } from './shared/i18n/index.ts';

export default defineRemote({
  name: 'adverts',
  version: __REMOTE_VERSION__,
  namespace: NAMESPACE,
  translations,
  routes,
  mounts,
});
