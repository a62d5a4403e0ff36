// /menu-calculator?locality_id=N: the delivery city is in the URL, so the page (prices depend on
// it) renders on the server and can be shared; without one the page asks for a city.
import type { ApiGet } from '@vitrina/events';
import { localePath, breadcrumbLd } from '@vitrina/mf-kit/breadcrumbs';
import type { PageSpec } from '../../../shared/api/page.ts';
import { resourceKey } from '../../../shared/api/resources.ts';
import type { Resource } from '../../../shared/api/resources.ts';
import { textFor } from '../../../shared/i18n/index.ts';

export const LOCALITIES_REQUEST: ApiGet = { path: 'base/locality' };

export function localityOf(search: URLSearchParams): number | null {
  const id = Number(search.get('locality_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const menuRequest = (localityId: number): ApiGet => ({
  path: 'general/menu-calculator',
  query: { locality_id: localityId },
});

/**
 * The calculator asked without a city: 404 says the shop has no calculator (the API checks the shop
 * before the query); any other answer (400 from a shop with plans: a city is needed) keeps the page.
 */
export const CALCULATOR_REQUEST: ApiGet = { path: 'general/menu-calculator' };

const is404 = (resource: Resource | undefined) => resource?.status === 'failed' && resource.httpStatus === 404;

/**
 * The calls that tell whether the shop has a calculator, given the answers so far: the city's menu
 * (any answer but 404 proves it), and the call without a city when there is no city or the city's
 * menu was 404 (an unknown city and a shop without a calculator both are; only that call tells them apart).
 */
export function calculatorChecks(locality: number | null, all: Record<string, Resource>): ApiGet[] {
  if (!locality) return [CALCULATOR_REQUEST];
  const priced = menuRequest(locality);
  return is404(all[resourceKey(priced)]) ? [priced, CALCULATOR_REQUEST] : [priced];
}

/** Whether the shop has a calculator: 'unknown' while a call of `calculatorChecks` is outstanding. */
export function calculatorPresence(
  locality: number | null,
  all: Record<string, Resource>,
): 'present' | 'absent' | 'unknown' {
  const checks = calculatorChecks(locality, all);
  const answers = checks.map((request) => all[resourceKey(request)]);
  if (answers.some((answer) => !answer || answer.status === 'loading')) return 'unknown';
  return checks.includes(CALCULATOR_REQUEST) && is404(all[resourceKey(CALCULATOR_REQUEST)]) ? 'absent' : 'present';
}

export interface Locality {
  localityId: number;
  regionId: number;
  label: string;
}

/** Only the locality list: the menu call's failure is shown in the page, not as a failed page. */
export const menuPageSpec: PageSpec<[Locality[]]> = {
  requests: () => [LOCALITIES_REQUEST],
  head: (_, locale) => ({
    title: textFor(locale, 'menuTitle'),
    jsonLd: [breadcrumbLd([{ name: textFor(locale, 'menuTitle'), path: localePath(locale, '/menu-calculator') }])],
  }),
};
