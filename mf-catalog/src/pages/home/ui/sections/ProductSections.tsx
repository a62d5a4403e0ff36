import type { z } from 'zod';
import type { slidersResponse } from '@vitrina/contract';
import type { Locale } from '@vitrina/events';
import { ProductCardView, ProductStrip } from '../../../../entities/product/index.ts';
import type { ProductCard } from '../../../../entities/product/index.ts';
import { useCatalogT } from '../../../../shared/i18n/use-catalog-t.ts';

/** The shop's own product sliders (new, sale, popular...), each a strip under its title. */
export function ProductSliders({ sliders, locale }: { sliders: z.infer<typeof slidersResponse>; locale: Locale }) {
  return (
    <>
      {sliders.map((slider) => (
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
}

export function ProductOfTheDay({ product, locale }: { product: ProductCard; locale: Locale }) {
  const t = useCatalogT();
  return (
    <section data-testid="product-of-the-day">
      <h2>{t('productOfTheDay')}</h2>
      <div style={{ maxWidth: 280 }}>
        <ProductCardView product={product} locale={locale} heading="h3" />
      </div>
    </section>
  );
}
