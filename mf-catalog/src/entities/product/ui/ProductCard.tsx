import type { ReactNode } from 'react';
import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { Kept } from '@vitrina/mf-kit/kept-html';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { useCatalogT, useCatalogTextsKey } from '../../../shared/i18n/use-catalog-t.ts';
import type { ProductCard } from '../model/types.ts';
import { Price } from './Price.tsx';

/**
 * A product in a list or a slider: picture, title, price, stock. The title is a heading, so a
 * screen reader can jump from card to card: h2 in a page's list, h3 under a section's own h2.
 * `action` is what a page lets the shopper do with it (the lists' buy button): a feature the page
 * passes in, since an entity does not know the features above it; `actionKind` names it, and only
 * a card whose action is named (or that has none) is kept: its markup is the same for every visitor
 * given the product's data, the language and these options, so the server renders it once (Kept).
 */
export function ProductCardView({
  product,
  locale,
  preOrderGrey = false,
  heading: Heading = 'h2',
  action,
  actionKind,
}: {
  product: ProductCard;
  locale: Locale;
  preOrderGrey?: boolean;
  heading?: 'h2' | 'h3';
  action?: ReactNode;
  actionKind?: string;
}) {
  const t = useCatalogT();
  const texts = useCatalogTextsKey();
  const href = localePath(locale, product.url);
  // Pre-order: out of stock yet orderable; some shops show such cards in black and white.
  const preOrder = !product.available || product.count <= 0;
  const kind = action ? actionKind : 'none';
  const keep =
    kind && texts ? `${texts}|${locale}|${Heading}|${preOrderGrey}|${kind}|${JSON.stringify(product)}` : null;
  return (
    <Kept
      as="article"
      id={`card-${product.productId}-${Heading}-${kind ?? 'own'}`}
      keep={keep}
      className={`card${preOrder && preOrderGrey ? ' pre-order' : ''}`}
      data-testid="product-card"
      data-product-id={product.productId}
    >
      <Link to={href}>
        <img src={mediaUrl(product.img)} alt={product.title} width={180} height={180} loading="lazy" decoding="async" />
      </Link>
      <Heading>
        <Link to={href} className="title">
          {product.title}
        </Link>
      </Heading>
      <Price
        price={product.price}
        oldPrice={product.old_price}
        discount={product.discount}
        currency={product.currency}
        locale={locale}
      />
      <p className="muted">{preOrder ? t('preOrder') : t('available')}</p>
      {action}
    </Kept>
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
          <ProductCardView key={product.productId} product={product} locale={locale} heading="h3" />
        ))}
      </div>
    </section>
  );
}
