// /{lang}/product/{slug}: the trail, pictures, facts and buy box, properties, description, the
// shop's advantages, the recommended and similar sliders, the reviews and their form.
import { Link } from '#link';
import { BuyControls } from '../client/BuyControls.tsx';
import { Gallery } from '../client/Gallery.tsx';
import { ReviewForm } from '../client/ReviewForm.tsx';
import type { ProductModel } from '../models.ts';
import { formatPrice, t } from '../texts.ts';
import { Crumbs } from './Crumbs.tsx';
import { PageStyles } from './PageStyles.tsx';
import { Price, ProductStrip } from './ProductCard.tsx';

export function ProductPage({ model }: { model: ProductModel }) {
  const { product, lang, trail } = model;
  const available = product.available && product.count > 0;
  return (
    <div className="mfcat">
      <PageStyles />
      <article data-testid="product-page" data-product-id={product.productId}>
        <Crumbs trail={trail} />
        <div className="product">
          <Gallery images={product.images} title={product.title} />
          <div>
            <h1>{product.title}</h1>
            <p className="muted">
              {t.code}: <span data-testid="product-code">{product.code}</span>
            </p>
            {product.brand ? (
              <p>
                {t.brand}: <Link href={`/${lang}/brands/${product.brand.slug}`}>{product.brand.name}</Link>
              </p>
            ) : null}
            <div data-testid="buy-box">
              <Price product={product} />
              {product.lowest_price_30_days ? (
                <p className="muted" data-testid="lowest-price">
                  {t.lowestPrice(formatPrice(product.lowest_price_30_days, product.currency))}
                </p>
              ) : null}
              <p data-testid="stock">{available ? t.inStock(product.count) : t.preOrder}</p>
              <BuyControls productId={product.productId} />
            </div>
          </div>
        </div>
        <section>
          <h2>{t.properties}</h2>
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
        <section>
          <h2>{t.description}</h2>
          <p>{product.description}</p>
        </section>
        <section>
          <h2>{t.advantages}</h2>
          <ul>
            {model.advantages.map((advantage) => (
              <li key={advantage.id}>{advantage.title}</li>
            ))}
          </ul>
        </section>
        <ProductStrip title={t.recommended} products={model.recommended} lang={lang} testId="recommended" />
        <ProductStrip title={t.similar} products={model.similar} lang={lang} testId="similar" />
        {model.reviews ? (
          <section className="reviews" data-testid="reviews">
            <h2>{t.reviews}</h2>
            {model.reviews.data.length === 0 ? (
              <p>{t.noReviews}</p>
            ) : (
              <ul>
                {model.reviews.data.map((review) => (
                  <li key={review.id}>
                    <p>{review.author}</p>
                    <p>{review.text}</p>
                  </li>
                ))}
              </ul>
            )}
            <ReviewForm />
          </section>
        ) : null}
      </article>
    </div>
  );
}
