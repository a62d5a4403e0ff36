import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import type { ProductCard } from '../model/types.ts';
import { Price } from './Price.tsx';

/** A product in a list or a slider: picture, title, price, stock. */
export function ProductCardView({
  product,
  locale,
  preOrderGrey = false,
}: {
  product: ProductCard;
  locale: Locale;
  preOrderGrey?: boolean;
}) {
  const t = useCatalogT();
  const href = localePath(locale, product.url);
  // Pre-order: out of stock yet orderable; some shops show such cards in black and white.
  const preOrder = !product.available || product.count <= 0;
  return (
    <article
      className={`card${preOrder && preOrderGrey ? ' pre-order' : ''}`}
      data-testid="product-card"
      data-product-id={product.productId}
    >
      <Link to={href}>
        <img src={mediaUrl(product.img)} alt={product.title} width={180} height={180} loading="lazy" decoding="async" />
      </Link>
      <Link to={href} className="title">
        {product.title}
      </Link>
      <Price
        price={product.price}
        oldPrice={product.old_price}
        discount={product.discount}
        currency={product.currency}
        locale={locale}
      />
      <p className="muted">{preOrder ? t('preOrder') : t('available')}</p>
    </article>
  );
}

/** A horizontal row of cards that scrolls (sliders on the home and product pages). */
export function ProductStrip({
  title,
  products,
  locale,
  testId,
}: {
  title: string;
  products: readonly ProductCard[];
  locale: Locale;
  testId: string;
}) {
  if (products.length === 0) return null;
  return (
    <section data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <div className="strip">
        {products.map((product) => (
          <ProductCardView key={product.productId} product={product} locale={locale} />
        ))}
      </div>
    </section>
  );
}
