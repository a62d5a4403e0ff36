import { StateView } from '../../shared/ui/StateView.tsx';
import { usePage } from '../../shared/page.ts';
import { useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { EMPTY_ANSWER, isSearchAnswer } from './search-answer.ts';
import { SearchHits, SearchNothing } from './SearchHits.tsx';
import { searchPageSpec, searchQueryOf } from './search-spec.ts';
import { activeProductsOf, imageOf } from './shop-images.ts';

/**
 * The search results page. A plain GET form, so it works before JavaScript arrives; the results
 * are rendered on the server from the same call the header's window makes.
 */
export function SearchPage() {
  const t = useExtrasT();
  const view = usePage(searchPageSpec);
  if (view.state !== 'ready') return <StateView view={view} />;
  const [settings, answer] = view.data;
  const query = searchQueryOf(view.search);
  const results = isSearchAnswer(answer) ? answer : EMPTY_ANSWER;
  const nothing = query !== null && results.products.length === 0 && results.resultsByCategory.length === 0;
  return (
    <ExtrasFrame testId="search-page">
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
      {query === null ? <p className="muted">{t('searchTooShort')}</p> : null}
      {nothing ? (
        <SearchNothing image={imageOf(settings, 'search_not_found')} t={t} />
      ) : (
        <SearchHits answer={results} locale={view.locale} t={t} />
      )}
    </ExtrasFrame>
  );
}
