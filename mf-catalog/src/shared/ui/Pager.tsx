import { Link } from '@vitrina/router';
import { withPage } from '../lib/page-param.ts';
import { useCatalogT } from '../i18n/use-catalog-t.ts';

/** Page links around the current one; each is a plain link, so crawlers and the back button follow them. */
export function Pager({
  page,
  pages,
  search,
  pathname,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
  pathname: string;
}) {
  const t = useCatalogT();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = withPage(search, n).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
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
