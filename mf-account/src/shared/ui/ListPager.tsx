import { Link, useLocation } from '@vitrina/router';
import { lastPage } from '@vitrina/mf-kit/page-number';
import { useAccountT } from './use-account-t.ts';

export interface ListPagerProps {
  page: number;
  pages: number;
  /** The URL query of a page of the list, its filters kept (the page in it only above 1). */
  searchOf: (page: number) => string;
  testId?: string;
}

/** A cabinet list's previous and next pages as links, and where the shopper is among them. */
export function ListPager({ page, pages, searchOf, testId }: ListPagerProps) {
  const t = useAccountT();
  const { pathname } = useLocation();
  // A page past the end (a URL typed or kept) still leads back to the last one.
  if (pages <= 1 && page <= 1) return null;
  const last = lastPage(pages);
  const href = (n: number) => {
    const query = searchOf(n);
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={t('pagesNav')} className="mfa-pager" data-testid={testId}>
      {page > 1 ? <Link to={href(Math.min(page - 1, last))}>{t('previousPage')}</Link> : null}
      <span>{t('pageOf', { page, pages: last })}</span>
      {page < last ? <Link to={href(page + 1)}>{t('nextPage')}</Link> : null}
    </nav>
  );
}
