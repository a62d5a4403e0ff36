import type { z } from 'zod';
import type { articleDetailSchema, recommendedArticlesResponse } from '@vitrina/contract';
import { allSettled } from 'effector';
import { $locale, redirectSet } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { textFor } from '../../../i18n/index.ts';
import { articleAlternates, articleLd, articlePath } from '../lib/article-head.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { pageLoad } from '../../../shared/page.ts';
import type { PageSpec, Params } from '../../../shared/page.ts';
import { $resources, dataOf, loadResources, resourceKey } from '../../../shared/resources.ts';
import type { RouteLoad } from '@vitrina/mf-kit/runtime';

export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export type Recommended = z.infer<typeof recommendedArticlesResponse>;

export function articleTrail(locale: Locale, article: ArticleDetail) {
  return pageTrail(locale, [
    { name: textFor(locale, 'articles'), path: localePath(locale, '/articles') },
    { name: article.title, path: localePath(locale, articlePath(article.slug)) },
  ]);
}

export const articleSpec: PageSpec<[ArticleDetail]> = {
  requests: (params: Params) => [{ path: `base/articles/${encodeURIComponent(params.url ?? '')}` }],
  head: ([article], locale) => ({
    ...headWithTrail(article.title, article.excerpt, articleTrail(locale, article)),
    jsonLd: [
      ...(headWithTrail('', '', articleTrail(locale, article)).jsonLd ?? []),
      articleLd(article, locale, articleTrail(locale, article).at(-1)!.path),
    ],
    alternates: articleAlternates(article),
  }),
};

/** Asked once the article is known: the back end recommends by id. */
export const recommendedRequest = (id: number) => ({ path: `base/articles/recommended/${id}` });

/**
 * The route's load: the article, then (knowing its id) the recommended ones, all before rendering.
 * Spec: an article call that fails redirects, to the news list. A 302: the article may be published
 * again, and browsers keep a 301 for good. Only the back end's refusal (no such article, a refused
 * address: a 4xx) redirects; a back end that fails (5xx, no answer) gets the 503 every page type
 * answers in an outage, which is never stored, rather than a move to a list that would fail too.
 * An article reached by another language's slug (or its id) moves for good (301) to its address in
 * this language, as a product does: one address per language for shoppers and search engines.
 */
export const articleLoad: RouteLoad = async (context) => {
  const { scope } = context;
  await pageLoad(articleSpec)(context);
  const resource = scope.getState($resources)[resourceKey(articleSpec.requests(context.params, context.search)[0]!)];
  const article = dataOf(resource);
  if (resource?.status === 'failed' && resource.httpStatus >= 400 && resource.httpStatus < 500) {
    const location = localePath(scope.getState($locale), '/articles');
    await allSettled(redirectSet, { scope, params: { location, status: 302 } });
    return;
  }
  if (!article) return;
  const { slug, id } = article as ArticleDetail;
  if (slug !== context.params.url) {
    const location = localePath(scope.getState($locale), articlePath(slug));
    await allSettled(redirectSet, { scope, params: { location, status: 301 } });
    return;
  }
  await loadResources(scope, [recommendedRequest(id)]);
};
