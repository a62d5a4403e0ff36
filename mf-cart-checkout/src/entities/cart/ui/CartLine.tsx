import type { ReactNode } from 'react';
import { Link } from '@vitrina/router';
import type { CartProduct } from '@vitrina/contract';
import { formatPrice, toMinor } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { Price } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { LINE_PROBLEMS } from '../lib/line-data.ts';
import type { LineProblem } from '../lib/line-data.ts';

export interface CartLineProps {
  line: CartProduct;
  currency: string;
  locale: Locale;
  problems: LineProblem[];
  /** What the shopper does with the line: the quantity and the remove button. */
  controls?: ReactNode;
  /** Choices the line offers: pay with points, confirm a prescription. */
  options?: ReactNode;
  /** The product's link was followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * One product of the cart, as the server priced it: the unit price (the old one struck through),
 * the promo's price when one applies, and the line's problems from the last validation. The
 * features' controls come in as slots, so the page and the drawer offer different ones.
 */
export function CartLine({ line, currency, locale, problems, controls, options, onNavigate }: CartLineProps) {
  const t = useCartT();
  return (
    <li className="mfc-line" data-testid="cart-line" data-product-id={line.product_id}>
      {line.img ? <img className="mfc-line-img" src={mediaUrl(line.img)} alt="" width={72} height={72} /> : null}
      <div className="mfc-line-main">
        <Link className="mfc-line-title" to={`/${locale}${line.url}`} onClick={onNavigate}>
          {line.title}
        </Link>
        <p className="mfc-muted">{t('code', { code: line.code })}</p>
        <Price
          amount={toMinor(line.price)}
          oldAmount={line.old_price === null ? null : toMinor(line.old_price)}
          currency={currency}
          locale={locale}
          oldLabel={t('oldPrice')}
          testId="cart-line-price"
        />
        {line.priceWithDiscount !== undefined ? (
          <p className="mfc-promo-price" data-testid="cart-line-promo-price">
            {t('promoPrice', { price: formatPrice(line.priceWithDiscount, currency, locale) })}
          </p>
        ) : null}
        {options}
        {problems.length > 0 ? (
          <ul className="mfc-problems" data-testid="cart-line-problems">
            {problems.map((problem) => (
              <li key={problem}>{t(LINE_PROBLEMS[problem])}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {controls ? <div className="mfc-line-controls">{controls}</div> : null}
    </li>
  );
}
