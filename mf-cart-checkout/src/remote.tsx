import { defineRemote } from '@vitrina/mf-kit/runtime';
import { NAMESPACE, translations } from './i18n.ts';
import { mounts } from './mounts.ts';
import { routes } from './routes.tsx';

export default defineRemote({
  name: 'cart-checkout',
  version: __REMOTE_VERSION__,
  namespace: NAMESPACE,
  translations,
  routes,
  mounts,
});
