import type { Locale } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';

interface PriceProps {
  price: number;
  oldPrice: number | null;
  discount: number;
  currency: string;
  locale: Locale;
}

/**
 * The price, the old one struck through and the discount badge when there is one. The old price
 * is named in hidden text, not aria-label: HTML allows no aria-label on <s>, and readers skip it.
 */
export function Price({ price, oldPrice, discount, currency, locale }: PriceProps) {
  const t = useCatalogT();
  return (
    <p className="price" data-testid="price">
      {formatPrice(price, currency, locale)}
      {oldPrice && oldPrice > price ? (
        <>
          <s className="old-price">
            <span className="sr-only">{t('oldPrice')}: </span>
            {formatPrice(oldPrice, currency, locale)}
          </s>{' '}
          {discount > 0 ? <span className="badge">{t('discount', { percent: discount })}</span> : null}
        </>
      ) : null}
    </p>
  );
}
