// /menu-calculator?locality_id=N: the delivery city is in the URL, so the page (prices depend on
// it) renders on the server and can be shared; without one the page asks for a city.
import type { ApiGet } from '@vitrina/events';
import { localePath, breadcrumbLd } from '@vitrina/mf-kit/breadcrumbs';
import type { PageSpec } from '../../shared/page.ts';
import { extrasText } from '../texts/index.ts';

export const LOCALITIES_REQUEST: ApiGet = { path: 'base/locality' };

export function localityOf(search: URLSearchParams): number | null {
  const id = Number(search.get('locality_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const menuRequest = (localityId: number): ApiGet => ({ path: 'general/menu-calculator', query: { locality_id: localityId } });

export interface Locality {
  localityId: number;
  regionId: number;
  label: string;
}

/** Only the locality list: the menu call's failure is shown in the page, not as a failed page. */
export const menuPageSpec: PageSpec<[Locality[]]> = {
  requests: () => [LOCALITIES_REQUEST],
  head: (_, locale) => ({
    title: extrasText(locale, 'menuTitle'),
    jsonLd: [breadcrumbLd([{ name: extrasText(locale, 'menuTitle'), path: localePath(locale, '/menu-calculator') }])],
  }),
};
