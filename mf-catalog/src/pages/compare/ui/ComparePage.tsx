import { useState } from 'react';
import { useUnit } from 'effector-react';
import { $locale, $siteSettings } from '@vitrina/events';
import type { Product } from '../../../entities/product/index.ts';
import { imageOf } from '../../../entities/shop/index.ts';
import { useCardsOf } from '../../../features/list-cards/index.ts';
import { $compareIds, $listsReady, useListHead } from '../../../features/lists/index.ts';
import { useResources } from '../../../shared/api/resources.ts';
import type { Resource } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { groupByCategory, inListOrder } from '../lib/compare-table.ts';
import { detailRequest } from '../lib/detail-request.ts';
import { CompareTable } from './CompareTable.tsx';

/**
 * The compare page: a table of specifications across the compared products of one category,
 * with a switcher when the list spans several. Cards give the slugs, details the specifications.
 */
export function ComparePage() {
  const t = useCatalogT();
  useListHead('compareTitle');
  const [locale, settings, ids, ready] = useUnit([$locale, $siteSettings, $compareIds, $listsReady]);
  const cards = useCardsOf(ready ? ids : []);
  const details: Resource<Product>[] = useResources<Product[]>(cards.products.map((card) => detailRequest(card.url)));
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
    body = <EmptyState image={imageOf(settings, 'compare_error')} text={t('compareEmpty')} testId="compare-empty" />;
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
        <CompareTable group={group} locale={locale} />
      </>
    );
  }
  return (
    <div data-testid="compare-page">
      <h1>{t('compareTitle')}</h1>
      {body}
    </div>
  );
}
