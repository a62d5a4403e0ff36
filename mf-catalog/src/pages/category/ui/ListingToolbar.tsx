import type { CatalogSettings, Sort } from '../../../entities/shop/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { currentSort, sortsFor, withSort } from '../model/list-query.ts';

interface ListingToolbarProps {
  found: number;
  settings: CatalogSettings;
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  /** Options chosen and the price range, counted on the button that opens the filters. */
  activeFilters: number;
  onFiltersOpen: () => void;
  shownAs: 'grid' | 'list';
  onShowAs: (display: 'grid' | 'list') => void;
}

/**
 * Above the listing: how many products, the button that opens the filters in a drawer (narrow
 * screens) with how many are set, the sort and the view.
 */
export function ListingToolbar(props: ListingToolbarProps) {
  const { found, settings, search, onChange, activeFilters, onFiltersOpen, shownAs, onShowAs } = props;
  const t = useCatalogT();
  const offered = sortsFor(settings.sortByPriority);
  const sort = currentSort(search, offered, settings.defaultSort);
  return (
    <div className="toolbar">
      <p data-testid="products-found">{t('productsFound', { count: found })}</p>
      <button
        type="button"
        className="btn filters-toggle"
        aria-haspopup="dialog"
        onClick={onFiltersOpen}
        data-testid="filters-toggle"
      >
        {t('showFilters')}
        {activeFilters > 0 ? (
          <span className="badge" data-testid="filters-count">
            {activeFilters}
          </span>
        ) : null}
      </button>
      <label>
        {t('sort')}{' '}
        <select
          value={sort}
          onChange={(e) => onChange(withSort(search, e.target.value as Sort, settings.defaultSort))}
          data-testid="sort"
        >
          {offered.map((one) => (
            <option key={one} value={one}>
              {t(`sort.${one}`)}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label={t('view')}>
        {(['grid', 'list'] as const).map((display) => (
          <button
            key={display}
            type="button"
            className="btn"
            aria-pressed={shownAs === display}
            onClick={() => onShowAs(display)}
          >
            {display === 'grid' ? t('viewGrid') : t('viewList')}
          </button>
        ))}
      </div>
    </div>
  );
}
