// /{lang}/account/addresses: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const addressesRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/AddressesPage.tsx').then((m) => m.AddressesPage)),
  load: lazyLoad(() => import('./model/addresses-load.ts').then((m) => m.addressesLoad)),
};
