import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from '@vitrina/router';
import { $menuTree } from '@vitrina/events';
import { Drawer, useModal } from '@vitrina/ui';
import { ProductCardView } from '../../../entities/product/index.ts';
import { useCatalogSettings } from '../../../entities/shop/index.ts';
import { CardBuyButton } from '../../../features/product-actions/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { currentPage, isPastEnd, withPage } from '../../../shared/lib/page-param.ts';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { Pager, PastEnd } from '../../../shared/ui/Pager.tsx';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { categorySpec, categoryTrail, categoryUrlOf } from '../model/category-spec.ts';
import { activeFilterCount, currentSort, sortsFor } from '../model/list-query.ts';
import { Filters } from './Filters.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';

/** The filters' drawer on the bus (narrow screens; the shell's modal host frames it). */
const FILTERS_DRAWER = 'catalog-filters';

/**
 * /{categoryUrl} and /{subCategoryUrl}: the listing with its filters, sort, view and pages, all
 * kept in the URL. An unknown category is a 404 (the back end answers 404 for it). The filters
 * stand beside the listing; on narrow screens they open in a drawer instead.
 */
export function CategoryPage() {
  const t = useCatalogT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useCatalogSettings();
  const menu = useUnit($menuTree);
  const view = usePage(categorySpec(settings, menu));
  const drawer = useModal(FILTERS_DRAWER);
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
  const filters = (
    <Filters key={search.toString()} groups={last.filters} bounds={last.price} search={search} onChange={go} />
  );

  return (
    <section data-testid="category-page" data-sort={sort} data-page={page} data-query={search.toString()}>
      <Breadcrumbs trail={trail} />
      <h1>{trail.at(-1)!.name}</h1>
      <div className="listing">
        {drawer.isOpen ? null : filters}
        {/* Portalled out of this remote's root: the class brings its styles along. */}
        <Drawer id={FILTERS_DRAWER} title={t('filters')} className="mfcat">
          {filters}
        </Drawer>
        <div>
          <ListingToolbar
            found={last.totalCount}
            settings={settings}
            search={search}
            onChange={go}
            activeFilters={activeFilterCount(search)}
            onFiltersOpen={drawer.open}
            shownAs={shownAs}
            onShowAs={setDisplay}
          />
          {isPastEnd(page, last.pages) ? (
            <PastEnd pages={last.pages} search={search} pathname={pathname} />
          ) : products.length === 0 ? (
            <EmptyState image={settings.emptyImage} text={t('emptyCategory')} testId="empty-category" />
          ) : (
            <ul className={shownAs === 'list' ? 'rows' : 'grid'} data-testid="product-list" data-display={shownAs}>
              {products.map((product) => (
                <li key={product.productId}>
                  <ProductCardView
                    product={product}
                    locale={locale}
                    preOrderGrey={settings.greyPreOrder}
                    action={<CardBuyButton product={product} />}
                    actionKind="buy"
                  />
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
