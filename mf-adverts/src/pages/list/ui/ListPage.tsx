import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useLocation, useNavigate, useSearchParams } from '@vitrina/router';
import { isPastEnd, lastPage } from '@vitrina/mf-kit/page-number';
import { modalClosed } from '@vitrina/events';
import { AdvertCards } from '../../../entities/advert/index.ts';
import { FavoriteButton, favoritesNeeded } from '../../../features/favorite-advert/index.ts';
import { FiltersForm, filtersSearch, readFilters, withFilters } from '../../../features/list-filters/index.ts';
import type { ListFilters } from '../../../features/list-filters/index.ts';
import { $layout } from '../../../features/list-layout/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { PAGE_SIZE } from '../../../shared/config/advert-rules.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { withPage } from '../../../shared/lib/page-param.ts';
import { newAdvertPath, withQuery } from '../../../shared/lib/paths.ts';
import { AdvertWindow } from '../../../shared/ui/AdvertWindow.tsx';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { firstLoadCards } from '../lib/first-load.ts';
import { $firstDrawing, listLive } from '../model/first-load.ts';
import { listSpec } from '../model/list-spec.ts';
import { ListToolbar } from './ListToolbar.tsx';

/**
 * /adverts: the published adverts with their filters, sort and pages, all kept in the URL. The
 * filters stand beside the list on wide screens and open in the filtersAnnouncements window on phones.
 */
export function ListPage() {
  const t = useAdvertsT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const view = usePage(listSpec(search));
  const [layout, firstDrawing, live, needFavorites, close] = useUnit([
    $layout,
    $firstDrawing,
    listLive,
    favoritesNeeded,
    modalClosed,
  ]);
  useEffect(() => {
    live();
    needFavorites();
  }, [live, needFavorites]);
  if (view.state !== 'ready') return <PageState view={view} />;

  const [list] = view.data;
  const { locale } = view;
  const filters = readFilters(search);
  const go = (next: ListFilters) => {
    close();
    navigate(withQuery(pathname, filtersSearch(next)));
  };
  const form = <FiltersForm key={search.toString()} filters={filters} onApply={go} />;
  const cards = firstLoadCards(list.data, PAGE_SIZE, firstDrawing);
  return (
    <section data-testid="adverts-list" data-query={search.toString()}>
      <div className="toolbar">
        <h1>{t('listTitle')}</h1>
        <Link className="vui-button vui-button-primary" to={newAdvertPath(locale)} data-testid="add-advert">
          {t('addAdvert')}
        </Link>
      </div>
      <div className="listing">
        <aside className="wide-only" aria-label={t('filters')}>
          {form}
        </aside>
        <AdvertWindow name="filtersAnnouncements" title={t('filters')} drawer>
          {form}
        </AdvertWindow>
        <div>
          <ListToolbar
            found={list.totalCount}
            filters={filters}
            onSort={(sort) => go(withFilters(filters, { sort }))}
          />
          {isPastEnd(filters.page, list.pages) ? (
            <p data-testid="past-end">
              <Link to={withQuery(pathname, withPage(search, lastPage(list.pages)))}>
                {t('toLastPage', { n: lastPage(list.pages) })}
              </Link>
            </p>
          ) : list.data.length === 0 ? (
            <p className="muted" data-testid="no-adverts">
              {t('noAdverts')}
            </p>
          ) : (
            <AdvertCards
              cards={cards}
              locale={locale}
              layout={layout}
              testId="advert-cards"
              action={(card) => <FavoriteButton advertId={card.id} title={card.title} />}
            />
          )}
          <Pager page={filters.page} pages={list.pages} search={search} pathname={pathname} />
        </div>
      </div>
    </section>
  );
}
