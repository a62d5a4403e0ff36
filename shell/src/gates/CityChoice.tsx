import { useUnit } from 'effector-react';
import { $selectedCity, citySelected } from '@vitrina/events';
import { MODAL_TITLE_ID } from '@vitrina/ui';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $cities } from './model.ts';

/**
 * The shop's cities as buttons, the chosen one pressed; a press chooses (cookie, `citySelected`)
 * and closes the window. Focus starts on the chosen city, else on the first.
 */
export function CityChoice() {
  const t = useShellT();
  const [cities, selected, choose] = useUnit([$cities, $selectedCity, citySelected]);
  const focused = cities.some((city) => city.id === selected) ? selected : cities[0]?.id;
  return (
    <div className="gate" data-testid="city-choice">
      <h2 id={MODAL_TITLE_ID} className="gate-title">
        {t('cityTitle')}
      </h2>
      <ul className="city-list">
        {cities.map((city) => (
          <li key={city.id}>
            <button
              type="button"
              className="city-option"
              aria-pressed={city.id === selected}
              onClick={() => choose(city.id)}
              data-autofocus={city.id === focused ? '' : undefined}
            >
              {city.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
