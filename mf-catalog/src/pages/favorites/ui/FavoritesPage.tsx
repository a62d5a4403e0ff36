import { useUnit } from 'effector-react';
import { $locale, $siteSettings, favoriteToggled } from '@vitrina/events';
import { ProductCardView, ProductStrip } from '../../../entities/product/index.ts';
import { imageOf } from '../../../entities/shop/index.ts';
import { CardBuyButton } from '../../../features/product-actions/index.ts';
import { useCardsOf } from '../../../features/list-cards/index.ts';
import { $favoriteIds, $listsReady, $recentIds, useListHead } from '../../../features/lists/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';

/** /favorites: the guest's favourite products (one batched call for all the lists on the page). */
export function FavoritesPage() {
  const t = useCatalogT();
  useListHead('favoritesTitle');
  const [locale, settings, ids, recentIds, ready, toggle] = useUnit([
    $locale,
    $siteSettings,
    $favoriteIds,
    $recentIds,
    $listsReady,
    favoriteToggled,
  ]);
  const favorites = useCardsOf(ready ? ids : []);
  const recent = useCardsOf(ready ? recentIds : []);
  let body;
  if (!ready || favorites.status === 'loading') body = <p aria-busy="true">{t('loading')}</p>;
  else if (favorites.status === 'failed') body = <p role="alert">{t('failed')}</p>;
  else if (favorites.products.length === 0)
    body = (
      <EmptyState image={imageOf(settings, 'favorite_not_found')} text={t('favoritesEmpty')} testId="favorites-empty" />
    );
  else {
    body = (
      <ul className="grid" data-testid="favorites-list">
        {favorites.products.map((product) => (
          <li key={product.productId} className="list-item">
            <ProductCardView
              product={product}
              locale={locale}
              action={<CardBuyButton product={product} />}
              actionKind="buy"
            />
            <button type="button" className="btn" onClick={() => toggle({ productId: product.productId })}>
              {t('removeFavorite', { title: product.title })}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-testid="favorites-page">
      <h1>{t('favoritesTitle')}</h1>
      {body}
      <ProductStrip title={t('recentTitle')} products={recent.products} locale={locale} testId="recent-products" />
    </div>
  );
}
