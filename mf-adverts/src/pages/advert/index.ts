// /{lang}/adverts/{slug}: one advert. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const advertRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/AdvertPage.tsx').then((m) => m.AdvertPage)),
  load: lazyLoad(() => import('./model/advert-load.ts').then((m) => m.advertLoad)),
};
