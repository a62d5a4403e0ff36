import { isPastEnd, lastPage } from '@vitrina/mf-kit/page-number';
import { Link, useSearchParams } from '@vitrina/router';
import { NewsletterForm } from '../../../features/forms/index.ts';
import { pageTrail } from '../../../shared/head.ts';
import { localePath } from '../../../shared/lib/breadcrumbs.ts';
import { newsChunks, newsSearch, readNewsQuery } from '../../../shared/lib/articles.ts';
import type { NewsQuery } from '../../../shared/lib/articles.ts';
import { usePage } from '../../../shared/page.ts';
import { ArticleGrid } from '../../../shared/ui/ArticleCard.tsx';
import { PageLayout } from '../../../shared/ui/PageLayout.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { useContentT } from '../../../shared/ui/use-content-t.ts';
import { articlesSpec } from '../model/spec.ts';

/** Article types as tabs: 0 is every type; 1 and 2 are the back end's status ids. */
const TABS = [0, 1, 2] as const;

/** /articles: the news in chunks of 6 (2 large, 4 small), type tabs, pages as plain links. */
export function ArticlesPage() {
  const t = useContentT();
  const view = usePage(articlesSpec);
  const [search] = useSearchParams();
  const query = readNewsQuery(search);
  const title = t('articles');
  const list = (q: NewsQuery) => localePath(view.locale, '/articles') + newsSearch(q);
  return (
    <PageLayout
      title={title}
      trail={pageTrail(view.locale, [{ name: title, path: localePath(view.locale, '/articles') }])}
      testId="articles-page"
    >
      <nav aria-label={t('tabs')}>
        <ul className="mfc-tabs">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link to={list({ tab, page: 1 })} aria-current={tab === query.tab ? 'page' : undefined}>
                {tab === 0 ? t('tabAll') : t(tab === 1 ? 'tab1' : 'tab2')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.state !== 'ready' ? (
        <PageState view={view} />
      ) : (
        <>
          {newsChunks(view.data[0].data).map((chunk, i) => (
            <section key={i} aria-label={t('pageOf', { page: query.page, pages: Math.max(1, view.data[0].pages) })}>
              <ArticleGrid articles={chunk.large} size="large" locale={view.locale} />
              <ArticleGrid articles={chunk.small} size="small" locale={view.locale} />
            </section>
          ))}
          <Pager query={query} pages={view.data[0].pages} href={list} />
        </>
      )}
      <aside className="mfc-panel">
        <h2>{t('newsletterTitle')}</h2>
        <NewsletterForm />
      </aside>
    </PageLayout>
  );
}

function Pager({ query, pages, href }: { query: NewsQuery; pages: number; href: (q: NewsQuery) => string }) {
  const t = useContentT();
  if (isPastEnd(query.page, pages)) {
    // `?page=999` or `?page=1e9` alike: a way back to the last page rather than "page 999 of 3".
    const last = lastPage(pages);
    return (
      <p data-testid="past-end">
        <Link to={href({ ...query, page: last })}>{t('toLastPage', { n: last })}</Link>
      </p>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav className="mfc-pager" aria-label={t('pagination')} data-testid="articles-pager">
      {query.page > 1 ? (
        <Link to={href({ ...query, page: query.page - 1 })} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('pageOf', { page: query.page, pages })}</span>
      {query.page < pages ? (
        <Link to={href({ ...query, page: query.page + 1 })} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
