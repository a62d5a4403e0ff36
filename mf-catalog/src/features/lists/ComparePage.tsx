import { useState } from 'react';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { productDetailSchema } from '@vitrina/contract';
import { $locale, compareToggled } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { formatPrice } from '@vitrina/domain';
import { useResources } from '../../shared/resources.ts';
import type { Resource } from '../../shared/resources.ts';
import { imageOf, useShopSettings } from '../search/shop-images.ts';
import { useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { shopPath } from '../ui/paths.ts';
import { groupByCategory, inListOrder, propertyRows } from './compare-table.ts';
import { EmptyList } from './EmptyList.tsx';
import { useCards, useListHead } from './FavoritesPage.tsx';
import { detailRequest } from './list-requests.ts';
import { $compareIds, $listsReady } from './model.ts';

type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * The compare page: a table of specifications across the compared products of one category,
 * with a switcher when the list spans several. Cards give the slugs, details the specifications.
 */
export function ComparePage() {
  const t = useExtrasT();
  useListHead('compareTitle');
  const [locale, ids, ready, toggle] = useUnit([$locale, $compareIds, $listsReady, compareToggled]);
  const settings = useShopSettings();
  const cards = useCards(ready ? ids : []);
  const details: Resource<ProductDetail>[] = useResources<ProductDetail[]>(
    cards.products.map((card) => detailRequest(card.url)),
  );
  const [chosen, setChosen] = useState<number | null>(null);

  const loading = !ready || cards.status === 'loading' || details.some((d) => d.status === 'loading');
  const products = inListOrder(
    ids,
    details.flatMap((d) => (d.status === 'ready' ? [d.data] : [])),
  );
  const groups = groupByCategory(products);
  const group = groups.find((g) => g.categoryId === chosen) ?? groups[0];

  let body;
  if (loading) body = <p aria-busy="true">{t('loading')}</p>;
  else if (cards.status === 'failed') body = <p role="alert">{t('failed')}</p>;
  else if (!group)
    body = <EmptyList image={imageOf(settings, 'compare_error')} text={t('compareEmpty')} testId="compare-empty" />;
  else {
    body = (
      <>
        {groups.length > 1 ? (
          <nav aria-label={t('compareCategories')}>
            <ul className="chips" data-testid="compare-categories">
              {groups.map((g) => (
                <li key={g.categoryId}>
                  <button
                    type="button"
                    className="chip"
                    aria-pressed={g === group}
                    onClick={() => setChosen(g.categoryId)}
                  >
                    {g.title} ({g.products.length})
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
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
      </>
    );
  }
  return (
    <ExtrasFrame testId="compare-page">
      <h1>{t('compareTitle')}</h1>
      {body}
    </ExtrasFrame>
  );
}
