import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale, favoriteToggled, headSet } from '@vitrina/events';
import { ProductCardView, ProductStrip } from '../../shared/ui/ProductCard.tsx';
import { imageOf, useShopSettings } from '../search/shop-images.ts';
import { extrasText, useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { EmptyList } from './EmptyList.tsx';
import { useCardsOf } from '../../shared/lib/use-cards-of.ts';
import type { CardsState } from '../../shared/lib/use-cards-of.ts';
import { $favoriteIds, $listsReady, $recentIds } from './model.ts';

/** The lists live in the browser: the page sets its head itself (never indexed, never cached). */
export function useListHead(key: 'favoritesTitle' | 'compareTitle') {
  const [locale, setHead] = useUnit([$locale, headSet]);
  useEffect(() => {
    setHead({ title: extrasText(locale, key), robots: 'noindex' });
  }, [locale, key, setHead]);
}

/** A list's cards in the stored order (one batched call for all the lists on the page). */
export function useCards(ids: readonly number[]): CardsState {
  return useCardsOf(ids);
}

export function FavoritesPage() {
  const t = useExtrasT();
  useListHead('favoritesTitle');
  const [locale, ids, recentIds, ready, toggle] = useUnit([
    $locale,
    $favoriteIds,
    $recentIds,
    $listsReady,
    favoriteToggled,
  ]);
  const settings = useShopSettings();
  const favorites = useCards(ready ? ids : []);
  const recent = useCards(ready ? recentIds : []);
  let body;
  if (!ready || favorites.status === 'loading') body = <p aria-busy="true">{t('loading')}</p>;
  else if (favorites.status === 'failed') body = <p role="alert">{t('failed')}</p>;
  else if (favorites.products.length === 0)
    body = (
      <EmptyList image={imageOf(settings, 'favorite_not_found')} text={t('favoritesEmpty')} testId="favorites-empty" />
    );
  else {
    body = (
      <ul className="cards" data-testid="favorites-list">
        {favorites.products.map((product) => (
          <li key={product.productId} className="list-item">
            <ProductCardView product={product} locale={locale} />
            <button type="button" className="btn" onClick={() => toggle({ productId: product.productId })}>
              {t('removeFavorite', { title: product.title })}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ExtrasFrame testId="favorites-page">
      <h1>{t('favoritesTitle')}</h1>
      {body}
      <ProductStrip title={t('recentTitle')} products={recent.products} locale={locale} testId="recent-products" />
    </ExtrasFrame>
  );
}
