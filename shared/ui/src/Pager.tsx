import type { ComponentType, ReactNode } from 'react';

/** The words of the page links, already in the shopper's language. */
export interface PagerTexts {
  /** The navigation's name ("Pages"). */
  label: string;
  previous: string;
  next: string;
  /** A numbered link's name ("Page 3"). */
  page: (n: number) => string;
}

/** What the pager hands its link component: the router's Link fits, so links navigate in the page. */
export interface PagerLinkProps {
  to: string;
  'aria-label': string;
  children: ReactNode;
}

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** The address of a page of the same list (its filters kept; the list's own rule for `page`). */
  href: (page: number) => string;
  texts: PagerTexts;
  /** The remote's router link; a plain anchor without one. */
  link?: ComponentType<PagerLinkProps>;
}

const Anchor = ({ to, ...rest }: PagerLinkProps) => <a href={to} {...rest} />;

/**
 * Links to the pages around the current one (the first, the one before, the one after, the last):
 * plain links, so crawlers and the back button follow them. None for a list of one page, nor past
 * its end, where links around a page that does not exist lead nowhere (the list says so instead).
 */
export function Pager({ page, pages, href, texts, link: Link = Anchor }: PagerProps) {
  if (pages <= 1 || page > pages) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={texts.label}>
      <ul className="vui-pager">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} aria-label={texts.previous}>
              ‹
            </Link>
          </li>
        ) : null}
        {shown.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={texts.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} aria-label={texts.next}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
