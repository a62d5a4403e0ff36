// /{lang}: the sections the shop enabled, in its order (home-sections.ts), under an h1 for screen
// readers only.
import { Suspense } from 'react';
import type { HomeSection } from '../home-sections.ts';
import type { HomeModel } from '../models.ts';
import { t } from '../texts.ts';
import { Advantages, FeaturedBrands, MainSlider, ProductOfTheDay, SimilarCategories } from './HomeSections.tsx';
import { PageStyles } from './PageStyles.tsx';
import { ProductStrip } from './ProductCard.tsx';

function SectionView({ section, lang }: { section: HomeSection; lang: string }) {
  switch (section.kind) {
    case 'main_slider':
      return <MainSlider slides={section.data} lang={lang} />;
    case 'product_sliders':
      return (
        <>
          {section.data.map((slider) => (
            <ProductStrip
              key={slider.id}
              title={slider.title}
              products={slider.products}
              lang={lang}
              testId={`slider-${slider.key}`}
            />
          ))}
        </>
      );
    case 'promotions':
      return <ProductStrip title={t.promotions} products={section.data} lang={lang} testId="promotions" />;
    case 'new_products':
      return <ProductStrip title={t.newProducts} products={section.data} lang={lang} testId="new-products" />;
    case 'product_of_the_day':
      return <ProductOfTheDay product={section.data} lang={lang} />;
    case 'similar_categories':
      return <SimilarCategories similar={section.data} lang={lang} />;
    case 'brands':
      return <FeaturedBrands brands={section.data} lang={lang} />;
    case 'advantages':
      return <Advantages advantages={section.data} />;
    case 'info_block':
      return (
        <section className="info-block" data-testid="info-block">
          <h2>{section.data.title}</h2>
          <p>{section.data.text}</p>
        </section>
      );
  }
}

export function HomePage({ model }: { model: HomeModel }) {
  const { frame, lang, sections } = model;
  return (
    <div className="mfcat">
      <PageStyles />
      <div data-testid="home-page">
        <h1 className="sr-only">{frame.settings.project || t.welcome}</h1>
        {sections.map((section) => (
          // A boundary per section, as the storefront's page has them (there they let the browser
          // hydrate section by section); nothing suspends, so each is sent complete.
          <Suspense key={section.kind} fallback={null}>
            <SectionView section={section} lang={lang} />
          </Suspense>
        ))}
      </div>
    </div>
  );
}
