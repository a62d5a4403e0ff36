import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from '@vitrina/router';
import { $menuTree } from '@vitrina/events';
import { ProductCardView } from '../../../entities/product/index.ts';
import { useCatalogSettings } from '../../../entities/shop/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { currentPage, withPage } from '../../../shared/lib/page-param.ts';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { categorySpec, categoryTrail, categoryUrlOf } from '../model/category-spec.ts';
import { currentSort, sortsFor } from '../model/list-query.ts';
import { Filters } from './Filters.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';

/**
 * /{categoryUrl} and /{subCategoryUrl}: the listing with its filters, sort, view and pages, all
 * kept in the URL. An unknown category is a 404 (the back end answers 404 for it).
 */
export function CategoryPage() {
  const t = useCatalogT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useCatalogSettings();
  const menu = useUnit($menuTree);
  const view = usePage(categorySpec(settings, menu));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [display, setDisplay] = useState<'grid' | 'list' | null>(null);
  if (view.state !== 'ready') return <StateView view={view} />;

  const lists = view.data;
  const { search, locale } = view;
  const last = lists.at(-1)!;
  const products = lists.flatMap((list) => list.products);
  const sort = currentSort(search, sortsFor(settings.sortByPriority), settings.defaultSort);
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
          <ListingToolbar
            found={last.totalCount}
            settings={settings}
            search={search}
            onChange={go}
            filtersOpen={filtersOpen}
            onFiltersToggle={() => setFiltersOpen(!filtersOpen)}
            shownAs={shownAs}
            onShowAs={setDisplay}
          />
          {products.length === 0 ? (
            <EmptyState image={settings.emptyImage} text={t('emptyCategory')} testId="empty-category" />
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
