import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale, $searchText, headerWindowSet, searchTextChanged } from '@vitrina/events';
import { normaliseSearchText } from '@vitrina/domain';
import { Link } from 'react-router-dom';
import { useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { searchPath } from '../ui/paths.ts';
import { $empty, $loading, $popularQueries, $query, $results, searchWindowOpened } from './model.ts';
import { SearchHits, SearchNothing, SearchSkeleton } from './SearchHits.tsx';
import { imageOf, useShopSettings } from './shop-images.ts';

/**
 * The header's search window (the shell mounts it as mf-catalog's `search-window` widget while
 * the header window is 'search'). Popular queries until the text is long enough, then three
 * skeleton slots while the search runs, then results by category or the not-found picture.
 */
export function SearchWindow() {
  const t = useExtrasT();
  const [locale, text, query, results, loading, empty, popular, opened, setText, setWindow] = useUnit([
    $locale,
    $searchText,
    $query,
    $results,
    $loading,
    $empty,
    $popularQueries,
    searchWindowOpened,
    searchTextChanged,
    headerWindowSet,
  ]);
  const settings = useShopSettings();
  useEffect(() => opened(), [opened]);
  // The text waits 500 ms before it becomes the query; until then the previous results stay.
  const typed = normaliseSearchText(text);
  const close = () => setWindow('none');

  let body;
  if (typed === null) {
    body = (
      <>
        <p className="muted">{t('searchTooShort')}</p>
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
  } else if (loading) body = <SearchSkeleton t={t} />;
  else if (empty && query !== null) body = <SearchNothing image={imageOf(settings, 'search_not_found')} t={t} />;
  else {
    body = (
      <>
        <SearchHits answer={results} locale={locale} t={t} onPick={close} />
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
    <ExtrasFrame testId="search-window">
      <div className="window" role="region" aria-label={t('searchTitle')} aria-live="polite">
        <div>{body}</div>
      </div>
    </ExtrasFrame>
  );
}
