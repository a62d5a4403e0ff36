import { useState } from 'react';
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import { compareToggled, favoriteToggled } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { buyQuantity, formatPrice } from '@vitrina/domain';
import { Price } from '../../../entities/product/index.ts';
import type { Product } from '../../../entities/product/index.ts';
import type { CatalogSettings } from '../../../entities/shop/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { pushEcommerce } from '../../../shared/lib/data-layer.ts';
import { buyPressed, quotePressed } from '../model/buy-model.ts';

export interface BuyBoxProps {
  product: Product;
  settings: CatalogSettings;
  locale: Locale;
  /**
   * The page's own order buttons, given the quantity a buy would take now: drawn beside the buy
   * button, and instead of it when the product is out of stock (the product page's windows).
   */
  orders?: (quantity: number) => ReactNode;
}

/**
 * Price, stock and the buttons. The buttons only say what the shopper wants (bus events and the
 * data layer); the cart and the lists decide the rest, with prices and stock from the server.
 */
export function BuyBox({ product, settings, locale, orders }: BuyBoxProps) {
  const t = useCatalogT();
  const [buy, askQuote, toggleFavorite, toggleCompare] = useUnit([
    buyPressed,
    quotePressed,
    favoriteToggled,
    compareToggled,
  ]);
  const step = product.multiplicity > 0 ? product.multiplicity : 1;
  const [quantity, setQuantity] = useState(String(step));
  const inStock = product.available && product.count > 0;
  const item = {
    item_id: product.code,
    item_name: product.title,
    price: product.price,
    ...(product.brand ? { item_brand: product.brand.name } : {}),
  };
  const pressBuy = () => {
    // The field shows what goes to the cart (the model applies the same rule).
    setQuantity(String(buyQuantity(Number(quantity), step)));
    buy({ productId: product.productId, typed: Number(quantity), step, item, currency: product.currency });
  };
  return (
    <div data-testid="buy-box">
      <Price
        price={product.price}
        oldPrice={product.old_price}
        discount={product.discount}
        currency={product.currency}
        locale={locale}
      />
      {product.discount > 0 ? (
        // EU price-indication rule: with a discount, the lowest price of the last 30 days beside it.
        <p className="muted" data-testid="lowest-price">
          {t('lowestPrice30', { price: formatPrice(product.lowest_price_30_days, product.currency, locale) })}
        </p>
      ) : null}
      <p data-testid="stock">
        {inStock ? (settings.showStock ? t('inStock', { count: product.count }) : t('available')) : t('preOrder')}
      </p>
      {step !== 1 ? <p className="muted">{t('multiplicity', { step })}</p> : null}
      <div className="buy">
        <label>
          <span className="sr-only">{t('quantity')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={step}
            step={step}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            data-testid="quantity"
          />
        </label>
        {inStock || !orders ? (
          <button type="button" className="btn btn-primary" onClick={pressBuy} data-testid="add-to-cart-button">
            {inStock ? t('addToCart') : t('preOrder')}
          </button>
        ) : null}
        {orders?.(buyQuantity(Number(quantity), step))}
        {settings.quoteCart && product.available ? (
          <button
            type="button"
            className="btn"
            onClick={() => askQuote({ productId: product.productId })}
            data-testid="quote-button"
          >
            {t('requestQuote')}
          </button>
        ) : null}
        {settings.quoteCart ? (
          <Link className="btn" to={localePath(locale, '/quote')} data-testid="quote-list-link">
            {t('quoteList')}
          </Link>
        ) : null}
        <button
          type="button"
          className="btn"
          onClick={() => {
            toggleFavorite({ productId: product.productId });
            pushEcommerce('add_to_wishlist', product.currency, [item]);
          }}
          data-testid="favorite-button"
        >
          {t('addToFavorites')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => toggleCompare({ productId: product.productId })}
          data-testid="compare-button"
        >
          {t('addToCompare')}
        </button>
      </div>
    </div>
  );
}
