import { useEffect } from 'react';
import { Link, useNavigate } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { ShareButton } from '@vitrina/ui';
import { $locale } from '@vitrina/events';
import { dataOf, useResources } from '../../../shared/resources.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { formatDate } from '../../../shared/lib/dates.ts';
import { mediaUrl } from '../../../shared/lib/media.ts';
import { recommendedSplit } from '../../../shared/lib/articles.ts';
import { usePage } from '../../../shared/page.ts';
import { ArticleGrid } from '../../../shared/ui/ArticleCard.tsx';
import { Html } from '../../../shared/ui/Html.tsx';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';
import { articleSpec, articleTrail } from '../model/article-spec.ts';
import { recommendedRequest } from '../model/article-spec.ts';
import type { Recommended } from '../model/article-spec.ts';

/**
 * /articles/{url}. Spec: a failed article call redirects to the news list. The server answers
 * such a request with a 302 to the list (its load sets the redirect; see docs/decisions.md); after
 * client navigation the browser replaces the URL with the list, showing this notice meanwhile.
 */
export function ArticlePage() {
  const t = useContentT();
  const view = usePage(articleSpec);
  const navigate = useNavigate();
  const gone = view.state === 'missing' || view.state === 'failed';
  useEffect(() => {
    if (gone) navigate(localePath(view.locale, '/articles'), { replace: true });
  }, [gone, navigate, view.locale]);
  if (view.state !== 'ready') {
    if (view.state === 'loading') return <p aria-busy="true">{t('loading')}</p>;
    return (
      <section role="status" data-testid="article-gone">
        <h1>{t('notFound')}</h1>
        <p>{t('articleGone')}</p>
        <Link to={localePath(view.locale, '/articles')}>{t('toArticles')}</Link>
      </section>
    );
  }
  const [article] = view.data;
  return (
    <PageLayout title={article.title} trail={articleTrail(view.locale, article)} testId="article-page">
      <p className="mfc-muted">
        <time dateTime={article.published_at}>
          {t('published', { date: formatDate(article.published_at, view.locale) })}
        </time>
      </p>
      <img src={mediaUrl(article.image)} alt="" width={1280} height={720} />
      <Html html={article.html} />
      {/* The shell shares (the browser's sheet, or its share window): one way for every remote. */}
      <p>
        <ShareButton label={t('share')} title={article.title} />
      </p>
      <RecommendedArticles id={article.id} />
    </PageLayout>
  );
}

function RecommendedArticles({ id }: { id: number }) {
  const t = useContentT();
  const [recommended] = useResources<[Recommended]>([recommendedRequest(id)]);
  const locale = useUnit($locale);
  const items = dataOf(recommended);
  if (!items?.length) return null;
  const { large, small } = recommendedSplit(items);
  return (
    <section aria-labelledby="mfc-recommended" data-testid="recommended-articles">
      <h2 id="mfc-recommended">{t('recommended')}</h2>
      <ArticleGrid articles={large} size="large" locale={locale} heading="h3" />
      <ArticleGrid articles={small} size="small" locale={locale} heading="h3" />
    </section>
  );
}
