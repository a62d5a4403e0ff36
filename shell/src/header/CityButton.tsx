import { useUnit } from 'effector-react';
import { $selectedCity, citySelectionRequested } from '@vitrina/events';
import { $cities } from '../gates/index.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';

/**
 * The chosen delivery city, as a button that opens the city choice; only on a shop that has cities
 * to choose. A server page is shared by every visitor, so it says "choose a city" there; the
 * visitor's own city shows once the page has read their cookie.
 */
export function CityButton({ onOpen }: { onOpen?: () => void }) {
  const t = useShellT();
  const [cities, selected, request] = useUnit([$cities, $selectedCity, citySelectionRequested]);
  if (cities.length === 0) return null;
  const city = cities.find((one) => one.id === selected);
  return (
    <button
      type="button"
      className="city-button"
      data-testid="city-button"
      onClick={() => {
        onOpen?.();
        request();
      }}
    >
      <Icon name="pin" size={18} />
      {city ? (
        <>
          <span className="sr-only">{t('cityLabel')}: </span>
          {city.title}
        </>
      ) : (
        t('cityChoose')
      )}
    </button>
  );
}
