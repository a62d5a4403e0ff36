import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { ShareButton } from '@vitrina/ui';
import type {
  advantagesResponse,
  productCardsResponse,
  productFilterResponse,
  productReviewListResponse,
} from '@vitrina/contract';
import { $menuTree, productViewed } from '@vitrina/events';
import type { ApiGet, Locale } from '@vitrina/events';
import { brandPath } from '../../../entities/brand/index.ts';
import { ProductStrip } from '../../../entities/product/index.ts';
import type { Product } from '../../../entities/product/index.ts';
import { useCatalogSettings } from '../../../entities/shop/index.ts';
import { BuyBox } from '../../../features/product-actions/index.ts';
import { Reviews } from '../../../features/product-reviews/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { dataOf, useResources } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { pushEcommerce } from '../../../shared/lib/data-layer.ts';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs.tsx';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { productTrail } from '../lib/product-head.ts';
import { productSpec, widgetRequests } from '../model/product-spec.ts';
import { Gallery } from './Gallery.tsx';
import { OrderButtons } from './OrderButtons.tsx';
import { ProductColours, ProductFacts } from './ProductFacts.tsx';

type Widgets = [
  z.infer<typeof productCardsResponse>?,
  z.infer<typeof productFilterResponse>?,
  z.infer<typeof advantagesResponse>?,
  z.infer<typeof productReviewListResponse>?,
];

/** /product/{slug}: everything about one product, and what to look at next. */
export function ProductPage() {
  const view = usePage(productSpec(useUnit($menuTree)));
  if (view.state !== 'ready') return <StateView view={view} />;
  return <ProductView product={view.data[0]} locale={view.locale} />;
}

function ProductView({ product, locale }: { product: Product; locale: Locale }) {
  const t = useCatalogT();
  const settings = useCatalogSettings();
  const menu = useUnit($menuTree);
  const requests = widgetRequests(product, settings.reviews);
  const asked = [requests.recommended, requests.similar, requests.advantages, requests.reviews];
  const wanted = asked.filter((r): r is ApiGet => r !== null);
  const found = useResources<unknown[]>(wanted);
  const [recommended, similarList, advantages, reviews] = asked.map((r) =>
    r ? dataOf(found[wanted.indexOf(r)]) : undefined,
  ) as Widgets;
  const similar = (similarList?.products ?? []).filter((card) => card.productId !== product.productId).slice(0, 8);
  const preOrder = !(product.available && product.count > 0);

  const viewed = useUnit(productViewed);
  // One view per product shown: a re-render with a fresh copy of the same product is no new view.
  const lastViewed = useRef<number | null>(null);
  useEffect(() => {
    if (lastViewed.current === product.productId) return;
    lastViewed.current = product.productId;
    viewed({ productId: product.productId });
    pushEcommerce('view_item', product.currency, [
      {
        item_id: product.code,
        item_name: product.title,
        price: product.price,
        ...(product.brand ? { item_brand: product.brand.name } : {}),
      },
    ]);
  }, [product, viewed]);

  return (
    <article data-testid="product-page" data-product-id={product.productId}>
      <Breadcrumbs trail={productTrail(locale, product, menu)} />
      <div className={`product${preOrder && settings.greyPreOrder ? ' pre-order' : ''}`}>
        <Gallery title={product.title} images={product.images.length ? product.images : [product.img]} />
        <div>
          <h1>{product.title}</h1>
          <p className="muted">
            {t('code')}: <span data-testid="product-code">{product.code}</span>
          </p>
          {product.brand ? (
            <p>
              {t('brand')}: <Link to={brandPath(locale, product.brand.slug)}>{product.brand.name}</Link>
            </p>
          ) : null}
          <BuyBox
            product={product}
            settings={settings}
            locale={locale}
            orders={(quantity) => <OrderButtons product={product} quantity={quantity} locale={locale} />}
          />
          <ProductColours colors={product.colors} />
          {/* The shell shares (the browser's sheet, or its share window): one way for every remote. */}
          <p>
            <ShareButton label={t('share')} title={product.title} />
          </p>
        </div>
      </div>
      <ProductFacts product={product} advantages={advantages ?? []} />
      <ProductStrip title={t('recommended')} products={recommended ?? []} locale={locale} testId="recommended" />
      <ProductStrip title={t('similar')} products={similar} locale={locale} testId="similar" />
      {settings.reviews && reviews ? <Reviews productId={product.productId} list={reviews} /> : null}
    </article>
  );
}
