import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/events';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { askedPrice, shownPrice } from '../lib/price.ts';
import type { AdvertCard } from '../model/types.ts';

/**
 * The price in the shop's currency (the API converts it), the author's own beside it when that is
 * another currency, and whether it is negotiable; "price on request" when the author gave none.
 */
export function AdvertPrice({ card, locale }: { card: AdvertCard; locale: Locale }) {
  const t = useAdvertsT();
  const shown = shownPrice(card);
  const asked = askedPrice(card);
  return (
    <p className="price" data-testid="advert-price">
      {shown ? formatPrice(shown.amount, shown.currency, locale) : t('priceOnRequest')}
      {asked ? <span className="muted"> ({formatPrice(asked.amount, asked.currency, locale)})</span> : null}
      {shown && card.is_negotiable_price ? (
        <>
          {' '}
          <span className="tag">{t('negotiable')}</span>
        </>
      ) : null}
    </p>
  );
}
