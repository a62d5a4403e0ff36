import type { Locale } from '@vitrina/events';
import { ProductStrip } from '../../../entities/product/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import type { HomeSection } from '../model/home-sections.ts';
import { MainSlider } from './sections/MainSlider.tsx';
import { ProductOfTheDay, ProductSliders } from './sections/ProductSections.tsx';
import { Advantages, FeaturedBrands, SimilarCategories } from './sections/TileSections.tsx';

/** One home section, by its kind; each kind's data comes typed from the section's reader. */
export function HomeSectionView({ section, locale }: { section: HomeSection; locale: Locale }) {
  const t = useCatalogT();
  switch (section.kind) {
    case 'main_slider':
      return <MainSlider slides={section.data} locale={locale} />;
    case 'product_sliders':
      return <ProductSliders sliders={section.data} locale={locale} />;
    case 'promotions':
      return <ProductStrip title={t('promotions')} products={section.data} locale={locale} testId="promotions" />;
    case 'new_products':
      return <ProductStrip title={t('newProducts')} products={section.data} locale={locale} testId="new-products" />;
    case 'product_of_the_day':
      return <ProductOfTheDay product={section.data} locale={locale} />;
    case 'similar_categories':
      return <SimilarCategories similar={section.data} locale={locale} />;
    case 'brands':
      return <FeaturedBrands brands={section.data} locale={locale} />;
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
