import { Link } from '@vitrina/router';
import { lastPage } from '@vitrina/mf-kit/page-number';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';
import { withPage } from '../lib/page-param.ts';
import { withQuery } from '../lib/paths.ts';

interface PagesOf {
  page: number;
  pages: number;
  search: URLSearchParams;
  pathname: string;
}

/** Page links around the current one: plain links, so crawlers and the back button follow them. */
export function Pager({ page, pages, search, pathname }: PagesOf) {
  const t = useAdvertsT();
  if (pages <= 1 || page > lastPage(pages)) return null;
  const href = (n: number) => withQuery(pathname, withPage(search, n));
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
