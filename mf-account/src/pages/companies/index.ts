// /{lang}/account/companies: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const companiesRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/CompaniesPage.tsx').then((m) => m.CompaniesPage)),
  load: lazyLoad(() => import('./model/companies-load.ts').then((m) => m.companiesLoad)),
};
