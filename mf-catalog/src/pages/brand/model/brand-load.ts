// A brand page's load on the server: two steps, the brand by slug, then its products.
import { allSettled } from 'effector';
import { $locale, headSet } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import { brandRequest } from '../../../entities/brand/index.ts';
import type { BrandDetail } from '../../../entities/brand/index.ts';
import { settleMain } from '../../../shared/api/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../../shared/api/resources.ts';
import { currentPage, isPastEnd } from '../../../shared/lib/page-param.ts';
import { brandHead, brandProductsRequest } from './brand-spec.ts';

/** Two steps: the brand by slug (404 when unknown), then its products by the brand's id. */
export const brandLoad: RouteLoad = async ({ scope, params, search }) => {
  const first = brandRequest(params.slug ?? '');
  await loadResources(scope, [first]);
  if (!(await settleMain(scope, [first]))) return;
  const brand = dataOf(scope.getState($resources)[resourceKey(first)]) as BrandDetail;
  const locale = scope.getState($locale);
  const products = brandProductsRequest(brand.id, currentPage(search));
  await loadResources(scope, [products]);
  const list = dataOf(scope.getState($resources)[resourceKey(products)]) as { page: number; pages: number } | undefined;
  await allSettled(headSet, { scope, params: brandHead(brand, locale, !!list && isPastEnd(list.page, list.pages)) });
};
