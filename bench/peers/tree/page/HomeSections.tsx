// The home page's own sections (mf-catalog's sections/*): the banners, the product of the day, and
// the tiles of categories, brands and advantages. The product strips are ProductCard.tsx's.
import { Link } from '#link';
import { t } from '../texts.ts';
import type { Advantage, Brand, ProductCard as Card, SimilarCategories as Similar, Slide } from '../types.ts';
import { ProductCard } from './ProductCard.tsx';

/** A shop path from what the API sends: category urls come as bare slugs, others with a slash. */
function shopPath(lang: string, url: string) {
  const path = url.startsWith('/') ? url : `/${url}`;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
/** Links the shop's editors enter (banners) come with the language prefix or without it. */
const editorLinkPath = (lang: string, link: string) =>
  /^\/(ro|ru|uk|en)(\/|$)/.test(link) ? link : shopPath(lang, link);

/** The shop's banners, one per screen width; the first is the page's largest picture. */
export function MainSlider({ slides, lang }: { slides: Slide[]; lang: string }) {
  return (
    <section aria-label={t.slides} data-testid="main-slider">
      <div className="hero">
        {slides.map((slide, i) => (
          <Link
            key={slide.id}
            href={editorLinkPath(lang, slide.link)}
            aria-label={`${slide.title} — ${t.slide(i + 1, slides.length)}`}
          >
            <picture>
              <source media="(max-width: 768px)" srcSet={slide.mobile_image} />
              <img
                src={slide.image}
                alt={slide.title}
                width={1200}
                height={400}
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            </picture>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function ProductOfTheDay({ product, lang }: { product: Card; lang: string }) {
  return (
    <section data-testid="product-of-the-day">
      <h2>{t.productOfTheDay}</h2>
      <div style={{ maxWidth: 280 }}>
        <ProductCard product={product} lang={lang} heading="h3" />
      </div>
    </section>
  );
}

/** Categories the shop puts forward, as tiles or a scrolling strip (its view mode). */
export function SimilarCategories({ similar, lang }: { similar: Similar; lang: string }) {
  return (
    <section data-testid="similar-categories" data-view={similar.view_mode}>
      <h2>{t.similarCategories}</h2>
      <ul className={similar.view_mode === 'carousel' ? 'strip' : 'tiles'}>
        {similar.categories.map((category) => (
          <li key={category.id}>
            <Link href={shopPath(lang, category.url)}>
              <img src={category.image} alt="" width={64} height={64} loading="lazy" />
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FeaturedBrands({ brands, lang }: { brands: Brand[]; lang: string }) {
  return (
    <section data-testid="featured-brands">
      <h2>{t.brands}</h2>
      <ul className="tiles">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link href={`/${lang}/brands/${brand.slug}`}>
              <img src={brand.image} alt="" width={64} height={64} loading="lazy" />
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Advantages({ advantages }: { advantages: Advantage[] }) {
  return (
    <section data-testid="advantages">
      <h2>{t.advantages}</h2>
      <ul className="tiles">
        {advantages.map((advantage) => (
          <li key={advantage.id}>
            <span>
              <img src={advantage.icon} alt="" width={48} height={48} loading="lazy" /> {advantage.title}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
