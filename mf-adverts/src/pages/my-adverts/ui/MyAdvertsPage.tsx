import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useLocation, useSearchParams } from '@vitrina/router';
import { $auth } from '@vitrina/events';
import { ToolsWindows } from '../../../features/advert-tools/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { currentPage } from '../../../shared/lib/page-param.ts';
import { favoriteAdvertsPath, myAdvertsPath, newAdvertPath } from '../../../shared/lib/paths.ts';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { SignInGate } from '../../../shared/ui/SignInGate.tsx';
import {
  $myAdverts,
  $myAdvertsFailed,
  MY_STATUSES,
  myAdvertsRequested,
  myAdvertsRetried,
  myQueryKey,
  myQueryOf,
} from '../model/my-adverts-model.ts';
import { myAdvertsSpec } from '../model/my-adverts-spec.ts';
import { MyAdvertRow } from './MyAdvertRow.tsx';

const STATUS_TEXT = {
  all: 'statusAll',
  published: 'statusPublished',
  draft: 'statusDraft',
  inactive: 'statusInactive',
} as const;

/** /my-adverts: the shopper's adverts by state, with the tools on each; a guest gets the sign-in window. */
export function MyAdvertsPage() {
  const t = useAdvertsT();
  const view = usePage(myAdvertsSpec);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [auth, shown, failed, request, retry] = useUnit([
    $auth,
    $myAdverts,
    $myAdvertsFailed,
    myAdvertsRequested,
    myAdvertsRetried,
  ]);
  const query = myQueryOf(search, currentPage(search));
  const key = myQueryKey(query);
  const { status, page } = query;
  useEffect(() => {
    request({ status, page });
  }, [status, page, request, auth.isAuth]);
  if (view.state !== 'ready') return <PageState view={view} />;
  if (!auth.isAuth) return <SignInGate title={t('myAdvertsTitle')} />;
  const { locale } = view;
  const list = shown?.key === key ? shown.list : null;
  return (
    <section data-testid="my-adverts">
      <div className="toolbar">
        <h1>{t('myAdvertsTitle')}</h1>
        <div className="row">
          <Link to={favoriteAdvertsPath(locale)} data-testid="favorite-adverts-link">
            {t('favoritesTitle')}
          </Link>
          <Link className="vui-button vui-button-primary" to={newAdvertPath(locale)} data-testid="add-advert">
            {t('addAdvert')}
          </Link>
        </div>
      </div>
      <ul className="tabs" aria-label={t('statusFilter')}>
        {MY_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={status === 'all' ? myAdvertsPath(locale) : `${myAdvertsPath(locale)}?status=${status}`}
              aria-current={status === query.status ? 'page' : undefined}
            >
              {t(STATUS_TEXT[status])}
            </Link>
          </li>
        ))}
      </ul>
      {list === null ? (
        failed ? (
          <div role="alert">
            <p>{t('failed')}</p>
            <button type="button" className="vui-button vui-button-secondary" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )
      ) : list.data.length === 0 ? (
        <p className="muted" data-testid="my-adverts-empty">
          {t('myAdvertsEmpty')}
        </p>
      ) : (
        <ul className="mine">
          {list.data.map((card) => (
            <MyAdvertRow key={card.id} card={card} locale={locale} />
          ))}
        </ul>
      )}
      {list ? <Pager page={query.page} pages={list.pages} search={search} pathname={pathname} /> : null}
      <ToolsWindows />
    </section>
  );
}
