import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { catalogSettings, SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import { usePage } from '../../shared/page.ts';
import { dataOf, useResources } from '../../shared/resources.ts';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs.tsx';
import { ProductCardView } from '../../shared/ui/ProductCard.tsx';
import { StateView } from '../../shared/ui/StateView.tsx';
import { useCatalogT } from '../../shared/ui/use-catalog-t.ts';
import { categorySpec, categoryTrail, categoryUrlOf } from './category-spec.ts';
import type { ProductList } from './category-spec.ts';
import { Filters } from './Filters.tsx';
import { currentPage, currentSort, sortsFor, withPage, withSort } from './list-query.ts';
import type { Sort } from './list-query.ts';
import { Pager } from './Pager.tsx';

/**
 * /{categoryUrl} and /{subCategoryUrl}: the listing with its filters, sort, view and pages, all
 * kept in the URL. An unknown category is a 404 (the back end answers 404 for it).
 */
export function CategoryPage() {
  const t = useCatalogT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [settingsResource] = useResources<[unknown]>([SETTINGS_REQUEST]);
  const settings = catalogSettings(dataOf(settingsResource));
  const view = usePage(categorySpec(settings));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [display, setDisplay] = useState<'grid' | 'list' | null>(null);
  if (view.state !== 'ready') return <StateView view={view} />;

  const [, menu, ...lists] = view.data;
  const { search, locale } = view;
  const last = lists.at(-1) as ProductList;
  const products = lists.flatMap((list) => (list as ProductList).products);
  const offered = sortsFor(settings.sortByPriority);
  const sort = currentSort(search, offered, settings.defaultSort);
  const page = currentPage(search);
  const trail = categoryTrail(locale, menu, categoryUrlOf(view.params));
  const go = (next: URLSearchParams) => {
    const query = next.toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  };
  const shownAs = display ?? settings.display;

  return (
    <section data-testid="category-page" data-sort={sort} data-page={page} data-query={search.toString()}>
      <Breadcrumbs trail={trail} />
      <h1>{trail.at(-1)!.name}</h1>
      <div className="listing">
        <Filters
          key={search.toString()}
          groups={last.filters}
          bounds={last.price}
          search={search}
          onChange={go}
          open={filtersOpen}
        />
        <div>
          <div className="toolbar">
            <p data-testid="products-found">{t('productsFound', { count: last.totalCount })}</p>
            <button
              type="button"
              className="btn filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="catalog-filters"
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {filtersOpen ? t('closeFilters') : t('showFilters')}
            </button>
            <label>
              {t('sort')}{' '}
              <select
                value={sort}
                onChange={(e) => go(withSort(search, e.target.value as Sort, settings.defaultSort))}
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
              <button
                type="button"
                className="btn"
                aria-pressed={shownAs === 'grid'}
                onClick={() => setDisplay('grid')}
              >
                {t('viewGrid')}
              </button>
              <button
                type="button"
                className="btn"
                aria-pressed={shownAs === 'list'}
                onClick={() => setDisplay('list')}
              >
                {t('viewList')}
              </button>
            </div>
          </div>
          {products.length === 0 ? (
            <div className="empty" data-testid="empty-category">
              {settings.emptyImage ? <img src={mediaUrl(settings.emptyImage)} alt="" width={220} height={160} /> : null}
              <p>{t('emptyCategory')}</p>
            </div>
          ) : (
            <ul className={shownAs === 'list' ? 'rows' : 'grid'} data-testid="product-list" data-display={shownAs}>
              {products.map((product) => (
                <li key={product.productId}>
                  <ProductCardView product={product} locale={locale} preOrderGrey={settings.greyPreOrder} />
                </li>
              ))}
            </ul>
          )}
          {settings.pagination === 'load_more' ? (
            page < last.pages ? (
              <button
                type="button"
                className="btn"
                data-testid="load-more"
                onClick={() =>
                  navigate(`${pathname}?${withPage(search, page + 1).toString()}`, { preventScrollReset: true })
                }
              >
                {t('loadMore')}
              </button>
            ) : null
          ) : (
            <Pager page={page} pages={last.pages} search={search} pathname={pathname} />
          )}
        </div>
      </div>
    </section>
  );
}
