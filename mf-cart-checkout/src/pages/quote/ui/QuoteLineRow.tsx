import { useState } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import { cleanDecimalInput, decimalValue } from '@vitrina/domain/decimal-input';
import { quoteCountSet, quoteTargetPriceSet } from '../../../entities/quote-cart/index.ts';
import type { QuoteItem } from '../../../entities/quote-cart/index.ts';
import { quoteRefusalTextKey } from '../../../features/quote-request/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

interface QuoteLineRowProps {
  item: QuoteItem;
  locale: Locale;
  /** The API's refusal codes of this line, if the last send named it. */
  refused: string[] | undefined;
}

/**
 * One line: the product, its count in steps of its multiplicity (0 removes it) and the shopper's
 * target price. Both fields are committed when the shopper leaves them (or presses Enter); the page
 * keys the row by the cart's values, so the fields start again from what the rules made of the text.
 */
export function QuoteLineRow({ item, locale, refused }: QuoteLineRowProps) {
  const t = useCartT();
  const [setCount, setTarget] = useUnit([quoteCountSet, quoteTargetPriceSet]);
  const { product, count } = item;
  const { title, productId } = product;
  const step = product.multiplicity > 0 ? product.multiplicity : 1;
  const [countText, setCountText] = useState(String(count));
  const [priceText, setPriceText] = useState(product.target_price === null ? '' : String(product.target_price));
  const commitCount = () => setCount({ productId, count: decimalValue(countText) ?? count });
  const commitPrice = () => setTarget({ productId, price: decimalValue(priceText, { min: 0 }) });
  return (
    <li className="mfc-line" data-testid="quote-line" data-product-id={productId} data-active={product.active}>
      <div className="mfc-line-main">
        <Link className="mfc-line-title" to={`/${locale}${product.url}`}>
          {title}
        </Link>
        <p className="mfc-muted">
          {t('quoteTodayPrice', { price: formatPrice(product.price, product.currency, locale) })}
        </p>
        {step !== 1 ? <p className="mfc-muted">{t('quoteStep', { step })}</p> : null}
        {!product.active ? (
          <p className="mfc-problems" data-testid="quote-line-inactive">
            {t('quoteInactive')}
          </p>
        ) : null}
        {refused?.length ? (
          <p className="mfc-problems" role="alert" data-testid="quote-line-refused">
            {t(quoteRefusalTextKey('line', refused))}
          </p>
        ) : null}
      </div>
      <div className="mfc-line-controls">
        <input
          className="mfc-qty-input"
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          aria-label={t('quoteCount', { title })}
          value={countText}
          onChange={(event) => setCountText(event.target.value)}
          onBlur={commitCount}
          onKeyDown={(event) => event.key === 'Enter' && commitCount()}
          data-testid="quote-line-count"
        />
        <label className="mfc-quote-target">
          <span>{t('quoteTargetPrice')}</span>
          <input
            className="mfc-qty-input"
            inputMode="decimal"
            aria-label={t('quoteTargetPriceOf', { title })}
            value={priceText}
            onChange={(event) => setPriceText(cleanDecimalInput(event.target.value))}
            onBlur={commitPrice}
            onKeyDown={(event) => event.key === 'Enter' && commitPrice()}
            data-testid="quote-line-target"
          />
        </label>
        <button
          type="button"
          className="mfc-link-button"
          aria-label={t('quoteRemove', { title })}
          onClick={() => setCount({ productId, count: 0 })}
          data-testid="quote-line-remove"
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
