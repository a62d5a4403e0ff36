import { useId } from 'react';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { quantityOf } from '../lib/format.ts';

/** A line as it was sold (an order's or an act's): the copy kept with it, never today's product. */
export interface SoldLine {
  title: string;
  code: string;
  count: number;
  /** Major units of the currency, as the API answers. */
  price: number;
  discount?: number;
  total: number;
}

/**
 * The lines as a table with its headers (a screen reader names each cell by its column). Money is
 * formatted here only; the amounts are the server's. On a narrow screen the table scrolls inside its
 * region, which takes the keyboard's focus so it can be scrolled without a pointer.
 */
export function LinesTable({
  lines,
  currency,
  locale,
  caption,
}: {
  lines: readonly SoldLine[];
  currency: string;
  locale: Locale;
  caption: string;
}) {
  const t = useAccountT();
  const captionId = useId();
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const withDiscount = lines.some((line) => line.discount !== undefined);
  return (
    <div className="mfa-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="mfa-table" data-testid="lines-table">
        <caption id={captionId} className="vui-sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('colProduct')}</th>
            <th scope="col">{t('colCode')}</th>
            <th scope="col" className="mfa-num">
              {t('colCount')}
            </th>
            <th scope="col" className="mfa-num">
              {t('colPrice')}
            </th>
            {withDiscount ? (
              <th scope="col" className="mfa-num">
                {t('colDiscount')}
              </th>
            ) : null}
            <th scope="col" className="mfa-num">
              {t('colTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, at) => (
            <tr key={`${at}-${line.code}`} data-testid="line">
              <th scope="row">{line.title}</th>
              <td>{line.code}</td>
              <td className="mfa-num">{quantityOf(line.count, locale)}</td>
              <td className="mfa-num">{money(line.price)}</td>
              {withDiscount ? <td className="mfa-num">{line.discount ? money(line.discount) : '—'}</td> : null}
              <td className="mfa-num">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
