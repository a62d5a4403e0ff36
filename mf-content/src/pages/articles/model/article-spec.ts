import type { z } from 'zod';
import type { articleDetailSchema, recommendedArticlesResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { textFor } from '../../../i18n/index.ts';
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
    { name: article.title, path: localePath(locale, `/articles/${encodeURIComponent(article.slug)}`) },
  ]);
}

export const articleSpec: PageSpec<[ArticleDetail]> = {
  requests: (params: Params) => [{ path: `base/articles/${encodeURIComponent(params.url ?? '')}` }],
  head: ([article], locale) => ({
    ...headWithTrail(article.title, article.excerpt, articleTrail(locale, article)),
    jsonLd: [
      ...(headWithTrail('', '', articleTrail(locale, article)).jsonLd ?? []),
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        datePublished: article.published_at,
        inLanguage: locale,
      },
    ],
  }),
};

/** Asked once the article is known: the back end recommends by id. */
export const recommendedRequest = (id: number) => ({ path: `base/articles/recommended/${id}` });

/** The route's load: the article, then (knowing its id) the recommended ones, all before rendering. */
export const articleLoad: RouteLoad = async (context) => {
  await pageLoad(articleSpec)(context);
  const article = dataOf(
    context.scope.getState($resources)[resourceKey(articleSpec.requests(context.params, context.search)[0]!)],
  );
  if (article) await loadResources(context.scope, [recommendedRequest((article as ArticleDetail).id)]);
};
