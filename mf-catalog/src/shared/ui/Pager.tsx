import { Link } from '@vitrina/router';
import { Pager as PageLinks } from '@vitrina/ui';
import { lastPage, withPage } from '../lib/page-param.ts';
import { useCatalogT } from '../i18n/use-catalog-t.ts';

interface PagesOf {
  pages: number;
  search: URLSearchParams;
  pathname: string;
}

const pageHref = ({ search, pathname }: Omit<PagesOf, 'pages'>, n: number) => {
  const query = withPage(search, n).toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** @vitrina/ui's page links in the catalogue's words, over the list's URL (its query kept). */
export function Pager({ page, ...list }: PagesOf & { page: number }) {
  const t = useCatalogT();
  const texts = { label: t('pages'), previous: t('previousPage'), next: t('nextPage') };
  // Past the end the primitive draws nothing: the list's page shows PastEnd instead.
  return (
    <PageLinks
      page={page}
      pages={list.pages}
      href={(n) => pageHref(list, n)}
      texts={{ ...texts, page: (n) => t('pageN', { n }) }}
      link={Link}
    />
  );
}

/**
 * A page past the end of its list (`?page=999`, or `1e9`): a way back to the last page rather than
 * an empty list that looks like "nothing matches".
 */
export function PastEnd(list: PagesOf) {
  const t = useCatalogT();
  const last = lastPage(list.pages);
  return (
    <p data-testid="past-end">
      <Link to={pageHref(list, last)}>{t('toLastPage', { n: last })}</Link>
    </p>
  );
}
