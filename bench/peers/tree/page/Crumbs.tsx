// The trail from the home page to this page; the last crumb is the page itself. Each remote names
// its own class (the catalogue's `crumbs`, mf-content's `mfc-crumbs`).
import { Link } from '#link';
import type { Crumb } from '../models.ts';
import { t } from '../texts.ts';

export function Crumbs({ trail, className = 'crumbs' }: { trail: Crumb[]; className?: string }) {
  return (
    <nav className={className} aria-label={t.trail}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
