import { Link } from '@vitrina/router';
import type { Act } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { dayOf } from '../../../entities/order/index.ts';
import { isFiltered, OrderListPager } from '../../../features/order-filters/index.ts';
import type { OrderFilterValues } from '../../../features/order-filters/index.ts';
import type { Paged } from '../../../shared/lib/filtered-list.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/** One page of the shopper's acts as a table (each opens its printable page), or why it is empty. */
export function ActsTable({ list, filters, locale }: { list: Paged<Act>; filters: OrderFilterValues; locale: Locale }) {
  const t = useAccountT();
  return (
    <>
      <p className="mfa-note" role="status">
        {t('actsFound', { total: list.totalCount })}
      </p>
      {list.data.length === 0 ? (
        <p data-testid="acts-empty">{isFiltered(filters) || filters.page > 1 ? t('actsNoMatch') : t('actsEmpty')}</p>
      ) : (
        <div className="mfa-table-wrap" role="region" aria-labelledby="mfa-acts-caption" tabIndex={0}>
          <table className="mfa-table" data-testid="act-list">
            <caption id="mfa-acts-caption" className="vui-sr-only">
              {t('actsTableCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('colNumber')}</th>
                <th scope="col">{t('colDate')}</th>
                <th scope="col">{t('colCompany')}</th>
                <th scope="col">{t('colOrder')}</th>
                <th scope="col" className="mfa-num">
                  {t('colTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((act) => (
                <tr key={act.id} data-testid="act">
                  <th scope="row">
                    <Link to={`/${locale}/account/acts/${act.id}`}>{act.number}</Link>
                  </th>
                  <td>{dayOf(act.date, locale)}</td>
                  <td>{act.company_name}</td>
                  <td>
                    <Link to={`/${locale}/account/orders/${act.order_id}`}>
                      {t('orderNumber', { number: act.order_id })}
                    </Link>
                  </td>
                  <td className="mfa-num">{formatPrice(act.total, act.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OrderListPager filters={filters} pages={list.pages} />
    </>
  );
}
