import { Suspense } from 'react';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import type {
  advantagesResponse,
  brandTreeResponse,
  productCardsResponse,
  productFilterResponse,
  similarCategoriesResponse,
  slidersResponse,
  slidesBannerResponse,
} from '@vitrina/contract';
import type { ApiGet, Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { usePage } from '../../shared/page.ts';
import { dataOf, useResources } from '../../shared/resources.ts';
import { ProductCardView, ProductStrip } from '../../shared/ui/ProductCard.tsx';
import type { CatalogT } from '../../shared/ui/use-catalog-t.ts';
import { useCatalogT } from '../../shared/ui/use-catalog-t.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { homeSpec, sectionRequests, shopFlags } from './home-spec.ts';
import type { SectionKey } from './home-spec.ts';

/** Local links in the back end's data come with the locale prefix or without it. */
const inShop = (locale: Locale, link: string) =>
  /^\/(ro|ru|uk|en)(\/|$)/.test(link) ? link : localePath(locale, link.startsWith('/') ? link : `/${link}`);

/** The home page: the sections the shop enabled, in its order. */
export function HomePage() {
  const t = useCatalogT();
  const view = usePage(homeSpec);
  const sections = view.state === 'ready' ? sectionRequests(view.data[1], shopFlags(view.data[0])) : [];
  const calls = sections.flatMap(([, request]) => (request ? [request] : []));
  const found = useResources<unknown[]>(calls);
  if (view.state !== 'ready') return <StateView view={view} />;
  const dataFor = (request: ApiGet | null) => (request ? dataOf(found[calls.indexOf(request)]) : undefined);
  const settings = view.data[0] as { project?: string; main_page_info_block?: { title?: string; text?: string } };
  return (
    <div data-testid="home-page">
      <h1 className="sr-only">{settings.project ?? t('welcome')}</h1>
      {sections.map(([key, request]) => (
        // A boundary per section: the browser hydrates the sections one by one, yielding between
        // them, instead of the whole page in one long task (nothing suspends: the server sends
        // every section complete).
        <Suspense key={key} fallback={null}>
          <Section
            kind={key}
            data={dataFor(request)}
            locale={view.locale}
            t={t}
            infoBlock={settings.main_page_info_block}
          />
        </Suspense>
      ))}
    </div>
  );
}

interface SectionProps {
  kind: SectionKey;
  data: unknown;
  locale: Locale;
  t: CatalogT;
  infoBlock?: { title?: string; text?: string };
}

function Section({ kind, data, locale, t, infoBlock }: SectionProps) {
  switch (kind) {
    case 'main_slider': {
      const slides = (data ?? []) as z.infer<typeof slidesBannerResponse>;
      if (slides.length === 0) return null;
      return (
        <section aria-label={t('slides')} data-testid="main-slider">
          <div className="hero">
            {slides.map((slide, i) => (
              <Link
                key={slide.id}
                to={inShop(locale, slide.link)}
                aria-label={`${slide.title} — ${t('slide', { n: i + 1, total: slides.length })}`}
              >
                <picture>
                  <source media="(max-width: 768px)" srcSet={mediaUrl(slide.mobile_image)} />
                  <img
                    src={mediaUrl(slide.image)}
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
    case 'product_sliders':
      return (
        <>
          {((data ?? []) as z.infer<typeof slidersResponse>).map((slider) => (
            <ProductStrip
              key={slider.id}
              title={slider.title}
              products={slider.products}
              locale={locale}
              testId={`slider-${slider.key}`}
            />
          ))}
        </>
      );
    case 'promotions':
      return (
        <ProductStrip
          title={t('promotions')}
          products={(data ?? []) as z.infer<typeof productCardsResponse>}
          locale={locale}
          testId="promotions"
        />
      );
    case 'new_products':
      return (
        <ProductStrip
          title={t('newProducts')}
          products={((data as z.infer<typeof productFilterResponse> | undefined)?.products ?? []).slice(0, 10)}
          locale={locale}
          testId="new-products"
        />
      );
    case 'product_of_the_day': {
      const product = (data as z.infer<typeof productFilterResponse> | undefined)?.products[0];
      if (!product) return null;
      return (
        <section data-testid="product-of-the-day">
          <h2>{t('productOfTheDay')}</h2>
          <div style={{ maxWidth: 280 }}>
            <ProductCardView product={product} locale={locale} />
          </div>
        </section>
      );
    }
    case 'similar_categories': {
      const similar = data as z.infer<typeof similarCategoriesResponse> | undefined;
      if (!similar || similar.categories.length === 0) return null;
      return (
        <section data-testid="similar-categories" data-view={similar.view_mode}>
          <h2>{t('similarCategories')}</h2>
          <ul className={similar.view_mode === 'carousel' ? 'strip' : 'tiles'}>
            {similar.categories.map((category) => (
              <li key={category.id}>
                <Link to={localePath(locale, `/${category.url}`)}>
                  <img src={mediaUrl(category.image)} alt="" width={64} height={64} loading="lazy" />
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    }
    case 'brands': {
      // Spec: the first 12 brands.
      const brands = ((data as z.infer<typeof brandTreeResponse> | undefined)?.groups ?? [])
        .flatMap((group) => group.brands)
        .slice(0, 12);
      if (brands.length === 0) return null;
      return (
        <section data-testid="featured-brands">
          <h2>{t('brands')}</h2>
          <ul className="tiles">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link to={localePath(locale, `/brands/${brand.slug}`)}>
                  <img src={mediaUrl(brand.image)} alt="" width={64} height={64} loading="lazy" />
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    }
    case 'advantages': {
      const advantages = (data ?? []) as z.infer<typeof advantagesResponse>;
      if (advantages.length === 0) return null;
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
    case 'info_block':
      if (!infoBlock?.title && !infoBlock?.text) return null;
      return (
        <section className="info-block" data-testid="info-block">
          <h2>{infoBlock.title}</h2>
          <p>{infoBlock.text}</p>
        </section>
      );
  }
}
