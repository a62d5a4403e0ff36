// The trail from the home page to this page; the last crumb is the page itself.
import { Link } from '#link';
import type { Crumb } from '../models.ts';
import { t } from '../texts.ts';

export function Crumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="crumbs" aria-label={t.trail}>
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
