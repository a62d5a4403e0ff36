import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad, reportMissing } from '../../../shared/api/page.ts';
import { $resources, loadResources, resourceKey } from '../../../shared/api/resources.ts';
import { calculatorChecks, calculatorPresence, localityOf, menuPageSpec } from './menu-spec.ts';

const pageCalls = pageLoad(menuPageSpec);

/**
 * The page's own calls and, when the URL names a city, the menu priced for it; without a city (or
 * when the city's menu was 404) the calculator without a city. A shop without a calculator is 404.
 */
export const menuLoad: RouteLoad = async (context) => {
  const { scope } = context;
  const locality = localityOf(context.search);
  await Promise.all([pageCalls(context), loadResources(scope, calculatorChecks(locality, {}))]);
  const answered = scope.getState($resources);
  await loadResources(
    scope,
    calculatorChecks(locality, answered).filter((request) => !answered[resourceKey(request)]),
  );
  if (calculatorPresence(locality, scope.getState($resources)) === 'absent') await reportMissing(scope);
};
