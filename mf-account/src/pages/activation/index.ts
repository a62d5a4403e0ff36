// /{lang}/activate/{uid}/{token}: the activation letter's link; the page is a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const activationRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/ActivationPage.tsx').then((m) => m.ActivationPage)),
  load: headLoad('activatingTitle'),
};
