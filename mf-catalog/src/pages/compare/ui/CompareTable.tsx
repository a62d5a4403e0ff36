import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { formatPrice } from '@vitrina/domain';
import { compareToggled } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import type { Product } from '../../../entities/product/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { shopPath } from '../../../shared/lib/paths.ts';
import { propertyRows } from '../lib/compare-table.ts';
import type { CompareGroup } from '../lib/compare-table.ts';

/** One category's products side by side: price, then every specification any of them has. */
export function CompareTable({ group, locale }: { group: CompareGroup<Product>; locale: Locale }) {
  const t = useCatalogT();
  const toggle = useUnit(compareToggled);
  return (
    <div className="table-wrap">
      <table data-testid="compare-table">
        <caption className="sr-only">{group.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compareProperty')}</th>
            {group.products.map((p) => (
              <th key={p.productId} scope="col" data-product-id={p.productId}>
                <img src={mediaUrl(p.img)} alt="" width={96} height={96} loading="lazy" />
                <br />
                <Link to={shopPath(locale, p.url)}>{p.title}</Link>
                <br />
                <button type="button" className="btn" onClick={() => toggle({ productId: p.productId })}>
                  {t('removeCompare', { title: p.title })}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('comparePrice')}</th>
            {group.products.map((p) => (
              <td key={p.productId}>{formatPrice(p.price, p.currency, locale)}</td>
            ))}
          </tr>
          {propertyRows(group.products).map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              {row.values.map((value, i) => (
                <td key={group.products[i]!.productId}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
