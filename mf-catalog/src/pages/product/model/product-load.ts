// The product page's load on the server: the page, then its widgets, so the server renders the
// sliders too. The shop's settings (which widgets, the languages) and menu come from the bus. A
// slug this language does not know may be another language's: the shopper is redirected to it.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { $locale, apiPostFx, redirectSet } from '@vitrina/events';
import type { ApiGet, GlobalSettings } from '@vitrina/events';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';
import type { Product } from '../../../entities/product/index.ts';
import { catalogSettings } from '../../../entities/shop/index.ts';
import { pageLoad } from '../../../shared/api/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../../shared/api/resources.ts';
import { siteFrameOf } from '../../../shared/api/site-frame.ts';
import { productRequest, productSpec, widgetRequests } from './product-spec.ts';

/**
 * A slug this language does not know may be the product's slug in another language of the shop
 * (a shopper switched language on a product page): ask the back end, one language at a time.
 */
async function otherLanguageUrl(scope: Scope, slug: string, settings: GlobalSettings | null): Promise<string | null> {
  const locale = scope.getState($locale);
  const langs = (settings?.langs ?? []).map((lang) => lang.code).filter((code) => code !== locale);
  for (const from of langs) {
    const body = { current_lang: from, new_lang: locale, current_slug: slug, object_type: 'product' };
    const answer = await allSettled(apiPostFx, { scope, params: { path: 'general/slug_check', body } });
    if (answer.status === 'done') return (answer.value as { url: string }).url;
  }
  return null;
}

/** The route's load: the page, then its widgets, so the server renders the sliders too. */
export const productLoad: RouteLoad = async (context) => {
  const { settings, menu } = await siteFrameOf(context.scope);
  await pageLoad(productSpec(menu))(context);
  const all = context.scope.getState($resources);
  const product = dataOf(all[resourceKey(productRequest(context.params.slug))]) as Product | undefined;
  if (!product) {
    const found = await otherLanguageUrl(context.scope, context.params.slug ?? '', settings);
    if (found) await allSettled(redirectSet, { scope: context.scope, params: { location: found, status: 301 } });
    return;
  }
  const widgets = Object.values(widgetRequests(product, catalogSettings(settings).reviews));
  await loadResources(
    context.scope,
    widgets.filter((r): r is ApiGet => r !== null),
  );
};
