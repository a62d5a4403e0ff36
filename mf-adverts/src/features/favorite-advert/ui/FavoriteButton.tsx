import { useUnit } from 'effector-react';
import { useAdvertsT } from '../../../shared/i18n/use-adverts-t.ts';
import { $favoriteIds, $favoritePending, favoriteToggled } from '../model/favorites-model.ts';

/** The heart on an advert: pressed when it is a favourite; a guest's press asks them to sign in. */
export function FavoriteButton({ advertId, title }: { advertId: number; title: string }) {
  const t = useAdvertsT();
  const [ids, pending, toggle] = useUnit([$favoriteIds, $favoritePending, favoriteToggled]);
  const on = ids?.includes(advertId) ?? false;
  return (
    <button
      type="button"
      className="fav"
      aria-pressed={on}
      aria-label={t(on ? 'favoriteRemove' : 'favoriteAdd', { title })}
      aria-busy={pending === advertId}
      onClick={() => toggle(advertId)}
      data-testid="favorite-toggle"
    >
      {on ? '♥' : '♡'}
    </button>
  );
}
