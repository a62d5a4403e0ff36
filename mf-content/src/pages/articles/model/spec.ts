import type { z } from 'zod';
import type { articleListResponse } from '@vitrina/contract';
import { textFor } from '../../../i18n/index.ts';
import { headWithTrail, pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { newsRequest, readNewsQuery } from '../../../shared/lib/articles.ts';
import type { PageSpec } from '../../../shared/page.ts';

export type ArticleList = z.infer<typeof articleListResponse>;

export const articlesSpec: PageSpec<[ArticleList]> = {
  requests: (_, search) => [newsRequest(readNewsQuery(search))],
  head: (_, locale) => {
    const title = textFor(locale, 'articles');
    return headWithTrail(
      title,
      textFor(locale, 'articlesDescription'),
      pageTrail(locale, [{ name: title, path: localePath(locale, '/articles') }]),
    );
  },
};
