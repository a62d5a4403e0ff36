import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../shared/page.ts';
import { loadResources } from '../../shared/resources.ts';
import { localityOf, menuPageSpec, menuRequest } from './menu-spec.ts';

const pageCalls = pageLoad(menuPageSpec);

/** The page's own calls and, when the URL names a city, the menu priced for it. */
export const menuLoad: RouteLoad = async (context) => {
  const locality = localityOf(context.search);
  await Promise.all([pageCalls(context), locality ? loadResources(context.scope, [menuRequest(locality)]) : undefined]);
};
