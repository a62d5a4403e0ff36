import { Link } from '@vitrina/router';
import { isPastEnd, lastPage, withPage } from '../lib/page-param.ts';
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

/** Page links around the current one; each is a plain link, so crawlers and the back button follow them. */
export function Pager({ page, ...list }: PagesOf & { page: number }) {
  const t = useCatalogT();
  const { pages } = list;
  // Past the end, the list's page shows PastEnd instead: links around a page that does not exist lead nowhere.
  if (pages <= 1 || isPastEnd(page, pages)) return null;
  const href = (n: number) => pageHref(list, n);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t('pages')}>
      <ul className="pager">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} aria-label={t('previousPage')}>
              ‹
            </Link>
          </li>
        ) : null}
        {shown.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={t('pageN', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} aria-label={t('nextPage')}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
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
