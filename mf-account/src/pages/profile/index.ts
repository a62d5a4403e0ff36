// /{lang}/account/profile: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const profileRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/ProfilePage.tsx').then((m) => m.ProfilePage)),
  load: lazyLoad(() => import('./model/profile-load.ts').then((m) => m.profileLoad)),
};
