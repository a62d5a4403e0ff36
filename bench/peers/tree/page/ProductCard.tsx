// A product in a list or a slider: picture, title, price, stock, and what the page lets the
// shopper do with it. The title is an h2 in a page's list, an h3 under a section's own h2.
import type { ReactNode } from 'react';
import { Link } from '#link';
import { formatPrice, t } from '../texts.ts';
import type { ProductCard as Card } from '../types.ts';

export function Price({ product }: { product: Pick<Card, 'price' | 'old_price' | 'discount' | 'currency'> }) {
  const { price, old_price: old, discount, currency } = product;
  return (
    <p className="price" data-testid="price">
      {formatPrice(price, currency)}
      {old && old > price ? (
        <>
          <s className="old-price">
            <span className="sr-only">{t.oldPrice}: </span>
            {formatPrice(old, currency)}
          </s>{' '}
          {discount > 0 ? <span className="badge">{t.discount(discount)}</span> : null}
        </>
      ) : null}
    </p>
  );
}

export function ProductCard({
  product,
  lang,
  heading: Heading = 'h2',
  action,
}: {
  product: Card;
  lang: string;
  heading?: 'h2' | 'h3';
  action?: ReactNode;
}) {
  const href = `/${lang}${product.url}`;
  const preOrder = !product.available || product.count <= 0;
  return (
    <article className="card" data-testid="product-card" data-product-id={product.productId}>
      <Link href={href}>
        <img src={product.img} alt={product.title} width={180} height={180} loading="lazy" decoding="async" />
      </Link>
      <Heading>
        <Link href={href} className="title">
          {product.title}
        </Link>
      </Heading>
      <Price product={product} />
      <p className="muted">{preOrder ? t.preOrder : t.available}</p>
      {action}
    </article>
  );
}

export function ProductStrip({
  title,
  products,
  lang,
  testId,
}: {
  title: string;
  products: Card[];
  lang: string;
  testId: string;
}) {
  if (products.length === 0) return null;
  return (
    <section data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <div className="strip">
        {products.map((product) => (
          <ProductCard key={product.productId} product={product} lang={lang} heading="h3" />
        ))}
      </div>
    </section>
  );
}
