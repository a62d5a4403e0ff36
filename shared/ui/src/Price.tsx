import type { ReactNode } from 'react';
import { formatPrice, toMajor } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { SR_ONLY, cx } from './class-names.ts';

export interface PriceProps {
  /** Integer minor units (bani, cents) of `currency`. */
  amount: number;
  /** The price before a discount, in minor units; shown struck through only when above `amount`. */
  oldAmount?: number | null;
  currency: string;
  locale: Locale;
  /** Spoken before the old price ("Old price"): a screen reader does not announce strike-through. */
  oldLabel: string;
  /** Shown after the old price, e.g. the discount ("-20%"); never without an old price. */
  badge?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A price as a shopper reads it: the amount in the locale's grouping and currency label (one home,
 * `formatPrice`), the old one struck through beside it. Money stays in minor units up to here; the
 * conversion to a decimal happens only for display.
 */
export function Price({
  amount,
  oldAmount,
  currency,
  locale,
  oldLabel,
  badge,
  className,
  testId = 'price',
}: PriceProps) {
  const shown = (minor: number) => formatPrice(toMajor(minor), currency, locale);
  const discounted = oldAmount != null && oldAmount > amount;
  return (
    <p className={cx('vui-price', className)} data-testid={testId}>
      {shown(amount)}
      {discounted ? (
        <>
          <s className="vui-price-old">
            <span className={SR_ONLY}>{`${oldLabel}: `}</span>
            {shown(oldAmount)}
          </s>
          {badge ? (
            <>
              {' '}
              <span className="vui-badge">{badge}</span>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
