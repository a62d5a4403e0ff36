// /{lang}/cabinet: the signed-in shopper's data loads on the server (the gateway's guard let them in
// and the render carries their bearer); the page is a chunk of its own.
import { allSettled } from 'effector';
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { loadUserFx } from '../../entities/session/model/session-model.ts';
import { headLoad } from '../../shared/lib/page-head.ts';

export const cabinetRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/CabinetPage.tsx').then((m) => m.CabinetPage)),
  load: async (context) => {
    await Promise.all([headLoad('cabinetTitle')(context), allSettled(loadUserFx, { scope: context.scope })]);
  },
};
