// /{lang}/password/reset/confirm/{uid}/{token}: the reset letter's link; a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const newPasswordRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/NewPasswordPage.tsx').then((m) => m.NewPasswordPage)),
  load: headLoad('newPasswordTitle'),
};
