// /{lang}/registration: registration as a page; a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const registrationRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/RegistrationPage.tsx').then((m) => m.RegistrationPage)),
  load: headLoad('registrationTitle'),
};
