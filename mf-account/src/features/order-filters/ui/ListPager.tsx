import { Link, useLocation } from '@vitrina/router';
import { lastPage } from '@vitrina/mf-kit/page-number';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { orderFiltersSearch } from '../lib/order-filters.ts';
import type { OrderFilters } from '../lib/order-filters.ts';

/** Previous and next pages as links, the filters kept (the page is in the URL only above 1). */
export function ListPager({ filters, pages }: { filters: OrderFilters; pages: number }) {
  const t = useAccountT();
  const { pathname } = useLocation();
  // A page past the end (a URL typed or kept) still leads back to the last one.
  if (pages <= 1 && filters.page <= 1) return null;
  const last = lastPage(pages);
  const href = (page: number) => {
    const query = orderFiltersSearch({ ...filters, page });
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={t('pagesNav')} className="mfa-pager" data-testid="list-pager">
      {filters.page > 1 ? <Link to={href(Math.min(filters.page - 1, last))}>{t('previousPage')}</Link> : null}
      <span>{t('pageOf', { page: filters.page, pages: last })}</span>
      {filters.page < last ? <Link to={href(filters.page + 1)}>{t('nextPage')}</Link> : null}
    </nav>
  );
}
