import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { normaliseSearchText } from '@vitrina/domain';
import { $locale, $searchText, $siteSettings, headerWindowSet, searchTextChanged } from '@vitrina/events';
import { SearchHits, SearchSkeleton } from '../../../entities/search-result/index.ts';
import { imageOf } from '../../../entities/shop/index.ts';
import {
  $empty,
  $failed,
  $loading,
  $popularQueries,
  $query,
  $results,
  searchRetried,
  searchWindowOpened,
} from '../../../features/search/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { searchPath } from '../../../shared/lib/paths.ts';
import { CatalogFrame } from '../../../shared/ui/CatalogFrame.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';

/**
 * The header's search window (the shell mounts it as mf-catalog's `search-window` widget while
 * the header window is 'search'). Popular queries until the text is long enough, then three
 * skeleton slots while the search runs, then results by category, the not-found picture, or the
 * error state with a retry when the call failed.
 */
export function SearchWindow() {
  const t = useCatalogT();
  const [locale, settings, text, query, results, loading, empty, failed, popular, opened, retry, setText, setWindow] =
    useUnit([
      $locale,
      $siteSettings,
      $searchText,
      $query,
      $results,
      $loading,
      $empty,
      $failed,
      $popularQueries,
      searchWindowOpened,
      searchRetried,
      searchTextChanged,
      headerWindowSet,
    ]);
  useEffect(() => opened(), [opened]);
  // The text waits 500 ms before it becomes the query; until then the previous results stay.
  const typed = normaliseSearchText(text);
  const close = () => setWindow('none');

  let body;
  if (typed === null) {
    body = (
      <>
        <p className="muted">{t('searchLength')}</p>
        {popular.length > 0 ? (
          <section aria-label={t('searchPopular')} data-testid="search-popular">
            <h2>{t('searchPopular')}</h2>
            <ul className="chips">
              {popular.map((item) => (
                <li key={item}>
                  <button type="button" className="chip" onClick={() => setText(item)}>
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  } else if (loading) body = <SearchSkeleton />;
  else if (failed)
    body = (
      <div role="alert" data-testid="search-failed">
        <p>{t('failed')}</p>
        <button type="button" className="btn" onClick={() => retry()}>
          {t('retry')}
        </button>
      </div>
    );
  else if (empty && query !== null)
    body = <EmptyState image={imageOf(settings, 'search_not_found')} text={t('searchNothing')} testId="search-empty" />;
  else {
    body = (
      <>
        <SearchHits answer={results} locale={locale} onPick={close} />
        {query !== null ? (
          <p>
            <Link to={searchPath(locale, query)} onClick={close}>
              {t('searchAll')}
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <CatalogFrame testId="search-window" widget>
      <div className="window" role="region" aria-label={t('searchTitle')} aria-live="polite">
        <div>{body}</div>
      </div>
    </CatalogFrame>
  );
}
