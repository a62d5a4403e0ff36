import { useUnit } from 'effector-react';
import { $siteSettings } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { EMPTY_ANSWER, isSearchAnswer, SearchHits } from '../../../entities/search-result/index.ts';
import { activeProductsOf, imageOf } from '../../../entities/shop/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { searchPageSpec, searchQueryOf } from '../model/search-spec.ts';

/**
 * The search results page. A plain GET form, so it works before JavaScript arrives; the results
 * are rendered on the server from the same call the header's window makes. A text the call would
 * refuse (under 2 or over 200 characters) is not sent: the page says how long a search may be.
 */
export function SearchPage() {
  const t = useCatalogT();
  const settings = useUnit($siteSettings);
  const view = usePage(searchPageSpec);
  if (view.state !== 'ready') return <StateView view={view} />;
  const [answer] = view.data;
  const typed = view.search.get('query')?.trim() ?? '';
  const query = searchQueryOf(view.search);
  const results = isSearchAnswer(answer) ? answer : EMPTY_ANSWER;
  // Spec: text too short (or too long) for a search gives empty results, and the empty state says so.
  const nothing = typed !== '' && results.products.length === 0 && results.resultsByCategory.length === 0;
  return (
    <div data-testid="search-page">
      <h1>{query === null ? t('searchTitle') : t('searchResultsFor', { query })}</h1>
      <form role="search" method="get" action={localePath(view.locale, '/search')} className="search-page-form">
        <label className="sr-only" htmlFor="search-page-query">
          {t('searchLabel')}
        </label>
        <input
          id="search-page-query"
          name="query"
          type="search"
          defaultValue={view.search.get('query') ?? ''}
          minLength={2}
          placeholder={t('searchPlaceholder', { count: activeProductsOf(settings) })}
        />
        <button type="submit" className="btn btn-primary">
          {t('searchSubmit')}
        </button>
      </form>
      {query === null ? (
        <p className="muted" data-testid="search-length">
          {t('searchLength')}
        </p>
      ) : null}
      {nothing ? (
        <EmptyState image={imageOf(settings, 'search_not_found')} text={t('searchNothing')} testId="search-empty" />
      ) : (
        <SearchHits answer={results} locale={view.locale} />
      )}
    </div>
  );
}
