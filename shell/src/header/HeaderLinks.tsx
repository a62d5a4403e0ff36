import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { useLocale } from '../app/use-locale.ts';
import { $settings } from '../settings/model.ts';
import { localHref } from './menu.ts';
import { menuLinkStyle, visibleHeaderPages } from './menu-link-style.ts';

/** The settings' header links (header_pages): active ones, and on mobile those marked for it. */
export function HeaderLinks({ mobile, className }: { mobile: boolean; className?: string }) {
  const locale = useLocale();
  const settings = useUnit($settings);
  const pages = visibleHeaderPages(settings.header_pages, mobile);
  if (pages.length === 0) return null;
  return (
    <ul className={className}>
      {pages.map((page) => {
        const { href, external } = localHref(page.link, locale);
        const style = menuLinkStyle(page, settings.colors);
        return (
          <li key={`${page.link}-${page.title}`}>
            {external ? (
              <a href={href} className="menu-link" style={style} rel="noopener">
                {page.title}
              </a>
            ) : (
              <Link to={href} className="menu-link" style={style}>
                {page.title}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
