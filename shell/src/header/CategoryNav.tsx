import { Link } from '@vitrina/router';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { CategoryDropdown } from './CategoryDropdown.tsx';
import { useCategoryMenu } from './use-category-menu.ts';

/**
 * The desktop category row (hidden at 1024 px and narrower, where the mobile menu has it). The
 * whole catalogue opens in the header's catalog window; no page lists it (the spec has none).
 */
export function CategoryNav() {
  const t = useShellT();
  const locale = useLocale();
  const entries = useCategoryMenu();
  return (
    <nav className="category-nav" aria-label={t('mainNavigation')}>
      <ul className="category-row">
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <CategoryDropdown key={entry.id} entry={entry} />
          ) : (
            <li key={entry.id} className="category-item">
              <Link to={`/${locale}/${entry.path}`} className="category-link">
                {entry.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
