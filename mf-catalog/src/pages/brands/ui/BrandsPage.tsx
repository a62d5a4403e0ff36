import { Link } from '@vitrina/router';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { brandPath } from '../../../entities/brand/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { brandsSpec } from '../model/brands-spec.ts';

/** Every brand of the shop, grouped by first letter, with a letter index that jumps to each group. */
export function BrandsPage() {
  const t = useCatalogT();
  const view = usePage(brandsSpec);
  if (view.state !== 'ready') return <StateView view={view} />;
  const [tree] = view.data;
  const anchor = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;
  return (
    <div data-testid="brands-page">
      <h1>{t('brandsTitle')}</h1>
      <nav aria-label={t('brandsLetters')}>
        <ul className="letters">
          {tree.groups.map((group) => (
            <li key={group.letter}>
              <a href={`#${anchor(group.letter)}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {tree.groups.map((group) => (
        <section
          key={group.letter}
          className="brand-group"
          aria-labelledby={anchor(group.letter)}
          data-testid="brand-group"
          data-letter={group.letter}
        >
          <h2 id={anchor(group.letter)}>{group.letter}</h2>
          <ul>
            {group.brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brandPath(view.locale, brand.slug)}>
                  <img src={mediaUrl(brand.image)} alt="" width={40} height={40} loading="lazy" />
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
