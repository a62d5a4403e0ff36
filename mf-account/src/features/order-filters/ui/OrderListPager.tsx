import { ListPager } from '../../../shared/ui/ListPager.tsx';
import { orderFiltersSearch } from '../lib/order-filters.ts';
import type { OrderFilters } from '../lib/order-filters.ts';

/** The pages of an order or act list, its filters kept in each page's address. */
export function OrderListPager({ filters, pages }: { filters: OrderFilters; pages: number }) {
  return (
    <ListPager
      page={filters.page}
      pages={pages}
      searchOf={(page) => orderFiltersSearch({ ...filters, page })}
      testId="list-pager"
    />
  );
}
