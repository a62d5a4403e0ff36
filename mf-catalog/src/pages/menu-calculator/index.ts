// /menu-calculator?locality_id=. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const menuCalculatorRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/MenuCalculatorPage.tsx').then((m) => m.MenuCalculatorPage)),
  load: lazyLoad(() => import('./model/menu-load.ts').then((m) => m.menuLoad)),
};
