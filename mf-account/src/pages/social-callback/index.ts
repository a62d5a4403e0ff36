// /{lang}/social/{provider}/callback: the OpenID provider's redirect back; a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const socialCallbackRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/SocialCallbackPage.tsx').then((m) => m.SocialCallbackPage)),
  load: headLoad('socialSigningIn'),
};
