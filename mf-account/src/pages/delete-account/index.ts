// /{lang}/delete-account/confirm/{uid}/{token}: the deletion letter's link; a chunk of its own. Outside
// /account, so the cabinet guard lets a shopper who opens the letter signed out reach it (the confirm
// call needs only the link's uid and token).
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const deleteConfirmRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/DeleteConfirmPage.tsx').then((m) => m.DeleteConfirmPage)),
  load: headLoad('deleteConfirmTitle'),
};
