import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from '@vitrina/router';
import { orderFiltersQuery, readOrderFilters } from '../lib/order-filters.ts';
import type { FilterKind } from '../lib/order-filters.ts';
import { $filterCompanies } from '../model/filter-companies.ts';

/**
 * A list page's filters as its URL names them, the API's query they make, and the companies the
 * company filter offers, asked for again once per visit of the page (`shown`, the page's bound event).
 */
export function useOrderFilters(kind: FilterKind, shown: () => void) {
  const [search] = useSearchParams();
  const companies = useUnit($filterCompanies);
  useEffect(() => {
    shown();
  }, [shown]);
  const filters = readOrderFilters(search, kind);
  return { filters, query: orderFiltersQuery(filters), companies };
}
