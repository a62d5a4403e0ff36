import type { CatalogSettings, Sort } from '../../../entities/shop/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { currentSort, sortsFor, withSort } from '../model/list-query.ts';

interface ListingToolbarProps {
  found: number;
  settings: CatalogSettings;
  search: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  filtersOpen: boolean;
  onFiltersToggle: () => void;
  shownAs: 'grid' | 'list';
  onShowAs: (display: 'grid' | 'list') => void;
}

/** Above the listing: how many products, the filters toggle (narrow screens), the sort and the view. */
export function ListingToolbar(props: ListingToolbarProps) {
  const { found, settings, search, onChange, filtersOpen, onFiltersToggle, shownAs, onShowAs } = props;
  const t = useCatalogT();
  const offered = sortsFor(settings.sortByPriority);
  const sort = currentSort(search, offered, settings.defaultSort);
  return (
    <div className="toolbar">
      <p data-testid="products-found">{t('productsFound', { count: found })}</p>
      <button
        type="button"
        className="btn filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="catalog-filters"
        onClick={onFiltersToggle}
      >
        {filtersOpen ? t('closeFilters') : t('showFilters')}
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
