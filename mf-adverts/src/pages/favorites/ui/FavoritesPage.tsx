import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useSearchParams } from '@vitrina/router';
import { $auth } from '@vitrina/events';
import { AdvertCards } from '../../../entities/advert/index.ts';
import { FavoriteButton, favoritesNeeded } from '../../../features/favorite-advert/index.ts';
import { usePage } from '../../../shared/api/page.ts';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { favoriteAdvertsPath, listPath, myAdvertsPath } from '../../../shared/lib/paths.ts';
import { PageState } from '../../../shared/ui/PageState.tsx';
import { SignInGate } from '../../../shared/ui/SignInGate.tsx';
import { $favoriteList, $favoritesFailed, favoritesPageRequested } from '../model/favorites-page-model.ts';
import { categoryOf, favoritesSpec } from '../model/favorites-spec.ts';

/** /my-adverts/favorites: the shopper's favourite adverts, by category; a guest gets the sign-in window. */
export function FavoritesPage() {
  const t = useAdvertsT();
  const view = usePage(favoritesSpec);
  const [search] = useSearchParams();
  const [auth, shown, failed, request, needIds] = useUnit([
    $auth,
    $favoriteList,
    $favoritesFailed,
    favoritesPageRequested,
    favoritesNeeded,
  ]);
  const category = categoryOf(search);
  useEffect(() => {
    request(category);
    needIds();
  }, [category, request, needIds, auth.isAuth]);
  if (view.state !== 'ready') return <PageState view={view} />;
  if (!auth.isAuth) return <SignInGate title={t('favoritesTitle')} />;
  const { locale } = view;
  const [categories] = view.data;
  const list = shown?.category === category ? shown.data : null;
  const base = favoriteAdvertsPath(locale);
  return (
    <section data-testid="favorite-adverts">
      <div className="toolbar">
        <h1>{t('favoritesTitle')}</h1>
        <Link to={myAdvertsPath(locale)}>{t('myAdvertsTitle')}</Link>
      </div>
      <ul className="tabs" aria-label={t('category')}>
        {[{ id: null, title: t('anyCategory') }, ...categories].map((one) => (
          <li key={one.id ?? 'all'}>
            <Link
              to={one.id === null ? base : `${base}?category=${one.id}`}
              aria-current={one.id === category ? 'page' : undefined}
            >
              {one.title}
            </Link>
          </li>
        ))}
      </ul>
      {list === null ? (
        <p aria-busy={!failed} role={failed ? 'alert' : undefined}>
          {t(failed ? 'failed' : 'loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="muted" data-testid="favorites-empty">
          {t('favoritesEmpty')} <Link to={listPath(locale)}>{t('toList')}</Link>
        </p>
      ) : (
        <AdvertCards
          cards={list}
          locale={locale}
          layout="grid"
          action={(card) => <FavoriteButton advertId={card.id} title={card.title} />}
        />
      )}
    </section>
  );
}
