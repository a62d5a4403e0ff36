import { useEffect } from 'react';
import type { z } from 'zod';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { productViewed } from '@vitrina/events';
import type {
  advantagesResponse,
  productCardsResponse,
  productFilterResponse,
  productReviewListResponse,
} from '@vitrina/contract';
import type { ApiGet, Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { pushEcommerce } from '../../shared/lib/data-layer.ts';
import { catalogSettings } from '../../shared/lib/shop-settings.ts';
import { usePage } from '../../shared/page.ts';
import { dataOf, useResources } from '../../shared/resources.ts';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs.tsx';
import { ProductStrip } from '../../shared/ui/ProductCard.tsx';
import { StateView } from '../../shared/ui/StateView.tsx';
import { useCatalogT } from '../../shared/ui/use-catalog-t.ts';
import { BuyBox } from './BuyBox.tsx';
import { Gallery } from './Gallery.tsx';
import { productSpec, productTrail, widgetRequests } from './product-spec.ts';
import type { Product } from './product-spec.ts';
import { Reviews } from './Reviews.tsx';

type Widgets = [
  z.infer<typeof productCardsResponse>?,
  z.infer<typeof productFilterResponse>?,
  z.infer<typeof advantagesResponse>?,
  z.infer<typeof productReviewListResponse>?,
];

/** /product/{slug}: everything about one product, and what to look at next. */
export function ProductPage() {
  const view = usePage(productSpec);
  if (view.state !== 'ready') return <StateView view={view} />;
  return <ProductView product={view.data[0]} settingsRaw={view.data[1]} menu={view.data[2]} locale={view.locale} />;
}

function ProductView({
  product,
  settingsRaw,
  menu,
  locale,
}: {
  product: Product;
  settingsRaw: unknown;
  menu: Parameters<typeof productTrail>[2];
  locale: Locale;
}) {
  const t = useCatalogT();
  const settings = catalogSettings(settingsRaw);
  const requests = widgetRequests(product, settings.reviews);
  const wanted = [requests.recommended, requests.similar, requests.advantages, requests.reviews].filter(
    (r): r is ApiGet => r !== null,
  );
  const found = useResources<unknown[]>(wanted);
  const byPath = new Map(wanted.map((request, i) => [request, dataOf(found[i])]));
  const [recommended, similarList, advantages, reviews] = [
    requests.recommended,
    requests.similar,
    requests.advantages,
    requests.reviews,
  ].map((r) => (r ? byPath.get(r) : undefined)) as Widgets;
  const similar = (similarList?.products ?? []).filter((card) => card.productId !== product.productId).slice(0, 8);
  const trail = productTrail(locale, product, menu);
  const preOrder = !(product.available && product.count > 0);

  const viewed = useUnit(productViewed);
  useEffect(() => {
    viewed({ productId: product.productId });
    pushEcommerce('view_item', product.currency, [
      {
        item_id: product.code,
        item_name: product.title,
        price: product.price,
        ...(product.brand ? { item_brand: product.brand.name } : {}),
      },
    ]);
  }, [product.productId]);

  return (
    <article data-testid="product-page" data-product-id={product.productId}>
      <Breadcrumbs trail={trail} />
      <div className={`product${preOrder && settings.greyPreOrder ? ' pre-order' : ''}`}>
        <Gallery title={product.title} images={product.images.length ? product.images : [product.img]} />
        <div>
          <h1>{product.title}</h1>
          <p className="muted">
            {t('code')}: <span data-testid="product-code">{product.code}</span>
          </p>
          {product.brand ? (
            <p>
              {t('brand')}: <Link to={localePath(locale, `/brands/${product.brand.slug}`)}>{product.brand.name}</Link>
            </p>
          ) : null}
          <BuyBox product={product} settings={settings} locale={locale} />
          {product.colors.length > 0 ? (
            <div>
              <h2>{t('colours')}</h2>
              <ul className="swatches">
                {product.colors.map((colour) => (
                  <li key={colour.color}>
                    <span style={{ background: colour.color }} role="img" aria-label={colour.color} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      {product.properties.length > 0 ? (
        <section>
          <h2>{t('properties')}</h2>
          <table className="props">
            <tbody>
              {product.properties.map((property) => (
                <tr key={property.title}>
                  <th scope="row">{property.title}</th>
                  <td>{property.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.description ? (
        <section>
          <h2>{t('description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {advantages && advantages.length > 0 ? (
        <section>
          <h2>{t('advantages')}</h2>
          <ul>
            {advantages.map((advantage) => (
              <li key={advantage.id}>{advantage.title}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductStrip title={t('recommended')} products={recommended ?? []} locale={locale} testId="recommended" />
      <ProductStrip title={t('similar')} products={similar} locale={locale} testId="similar" />
      {settings.reviews && reviews ? <Reviews productId={product.productId} list={reviews} /> : null}
    </article>
  );
}
