import { Link } from '@vitrina/router';
import type { Crumb } from '../lib/breadcrumbs.ts';
import { useContentT } from './use-content-t.ts';

/** The visible trail; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useContentT();
  return (
    <nav className="mfc-crumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i < trail.length - 1 ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
