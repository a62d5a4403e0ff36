import { Link } from '@vitrina/router';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';
import { useCatalogT } from '../i18n/use-catalog-t.ts';

/** The visible trail; the same crumbs go into the page's BreadcrumbList. The last is the page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useCatalogT();
  return (
    <nav className="crumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
