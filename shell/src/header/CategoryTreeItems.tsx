import { Link } from '@vitrina/router';
import { useLocale } from '../app/use-locale.ts';
import { useCategoryMenu } from './use-category-menu.ts';

/**
 * Every category as a heading link with its subcategories below, as list items: the one markup of
 * the category tree, shared by the desktop catalog window and the mobile menu's catalog tab.
 */
export function CategoryTreeItems() {
  const locale = useLocale();
  const entries = useCategoryMenu();
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={`/${locale}/${entry.path}`} className="catalog-heading">
            {entry.title}
          </Link>
          {entry.kind === 'group' ? (
            <ul>
              {entry.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/${locale}/${item.path}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}
