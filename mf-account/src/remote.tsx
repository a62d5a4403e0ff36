import { defineRemote } from '@vitrina/mf-kit/runtime';
import { NAMESPACE, translations } from './i18n/index.ts';
import { mounts } from './mounts.ts';
import { routes } from './routes.tsx';
import { AuthWidget } from './widgets/auth/ui/AuthWidget.tsx';

export default defineRemote({
  name: 'account',
  version: __REMOTE_VERSION__,
  namespace: NAMESPACE,
  translations,
  routes,
  mounts,
  widgets: { auth: AuthWidget },
});
