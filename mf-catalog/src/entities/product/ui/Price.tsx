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

/** The price, the old one struck through and the discount badge when there is one. */
export function Price({ price, oldPrice, discount, currency, locale }: PriceProps) {
  const t = useCatalogT();
  return (
    <p className="price" data-testid="price">
      {formatPrice(price, currency, locale)}
      {oldPrice && oldPrice > price ? (
        <>
          <s className="old-price" aria-label={`${t('oldPrice')}: ${formatPrice(oldPrice, currency, locale)}`}>
            {formatPrice(oldPrice, currency, locale)}
          </s>{' '}
          {discount > 0 ? <span className="badge">{t('discount', { percent: discount })}</span> : null}
        </>
      ) : null}
    </p>
  );
}
