import { Link } from '@vitrina/router';
import { Pager as PageLinks } from '@vitrina/ui';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';
import { withPage } from '../lib/page-param.ts';
import { withQuery } from '../lib/paths.ts';

interface PagesOf {
  page: number;
  pages: number;
  search: URLSearchParams;
  pathname: string;
}

/** @vitrina/ui's page links in the remote's words, over the list's URL (its query kept). */
export function Pager({ page, pages, search, pathname }: PagesOf) {
  const t = useAdvertsT();
  const texts = { label: t('pages'), previous: t('previousPage'), next: t('nextPage') };
  return (
    <PageLinks
      page={page}
      pages={pages}
      href={(n) => withQuery(pathname, withPage(search, n))}
      texts={{ ...texts, page: (n) => t('pageN', { n }) }}
      link={Link}
    />
  );
}
