import type { z } from 'zod';
import { Link } from '@vitrina/router';
import type { advantagesResponse, similarCategoriesResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { brandPath } from '../../../../entities/brand/index.ts';
import type { Brand } from '../../../../entities/brand/index.ts';
import { useCatalogT } from '../../../../shared/i18n/use-catalog-t.ts';
import { shopPath } from '../../../../shared/lib/paths.ts';

type Similar = z.infer<typeof similarCategoriesResponse>;

/** Categories the shop puts forward, as tiles or a scrolling strip (its view mode). */
export function SimilarCategories({ similar, locale }: { similar: Similar; locale: Locale }) {
  const t = useCatalogT();
  return (
    <section data-testid="similar-categories" data-view={similar.view_mode}>
      <h2>{t('similarCategories')}</h2>
      <ul className={similar.view_mode === 'carousel' ? 'strip' : 'tiles'}>
        {similar.categories.map((category) => (
          <li key={category.id}>
            <Link to={shopPath(locale, category.url)}>
              <img src={mediaUrl(category.image)} alt="" width={64} height={64} loading="lazy" />
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeaturedBrands({ brands, locale }: { brands: Brand[]; locale: Locale }) {
  const t = useCatalogT();
  return (
    <section data-testid="featured-brands">
      <h2>{t('brands')}</h2>
      <ul className="tiles">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brandPath(locale, brand.slug)}>
              <img src={mediaUrl(brand.image)} alt="" width={64} height={64} loading="lazy" />
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Advantages({ advantages }: { advantages: z.infer<typeof advantagesResponse> }) {
  const t = useCatalogT();
  return (
    <section data-testid="advantages">
      <h2>{t('advantages')}</h2>
      <ul className="tiles">
        {advantages.map((advantage) => (
          <li key={advantage.id}>
            <span>
              <img src={mediaUrl(advantage.icon)} alt="" width={48} height={48} loading="lazy" /> {advantage.title}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
