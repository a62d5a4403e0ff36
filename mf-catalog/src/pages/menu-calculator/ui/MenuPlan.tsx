import { useState } from 'react';
import { Link } from '@vitrina/router';
import type { Locale } from '@vitrina/events';
import { mediaUrl } from '@vitrina/mf-kit/media-url';
import { formatPrice } from '@vitrina/domain';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { shopPath } from '../../../shared/lib/paths.ts';
import { initialSelection, selectDay, selectDuration, selectedMenu, selectPlan, selectWeek } from '../lib/selection.ts';
import type { MenuData } from '../lib/selection.ts';

/**
 * The calculator itself. Mounted with a key per answer, so new data starts again from the first
 * calorie option, its first duration and the current day (spec). Choices are buttons with
 * aria-pressed: one of each group is always selected.
 */
export function MenuPlan({ data, locale }: { data: MenuData; locale: Locale }) {
  const t = useCatalogT();
  const [selection, setSelection] = useState(() => initialSelection(data));
  const shown = selectedMenu(data, selection);
  if (!shown) return <p role="alert">{t('menuFailed')}</p>;
  const { plan, duration, weeks, days, day } = shown;
  const isToday = (week: number, n: number) => data.current_date.week === week && data.current_date.day === n;
  return (
    <div className="menu-plan" data-testid="menu-plan">
      <fieldset>
        <legend>{t('menuCalories')}</legend>
        <div className="chips" data-testid="menu-calories">
          {data.menu.map((option, i) => (
            <button
              key={option.calories}
              type="button"
              className="chip"
              aria-pressed={i === selection.plan}
              onClick={() => setSelection(selectPlan(data, selection, i))}
            >
              {option.title}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('menuDuration')}</legend>
        <div className="chips" data-testid="menu-durations">
          {plan.durations.map((option, i) => (
            <button
              key={option.duration}
              type="button"
              className="chip"
              aria-pressed={i === selection.duration}
              onClick={() => setSelection(selectDuration(data, selection, i))}
            >
              {t('menuDays', { count: option.duration })}
              {option.discount > 0 ? ` ${t('discount', { percent: option.discount })}` : ''}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="menu-total" data-testid="menu-total">
        {t('menuTotal')}: {formatPrice(duration.price, data.currency, locale)}
      </p>
      {weeks.length > 1 ? (
        <fieldset>
          <legend>{t('menuWeeks')}</legend>
          <div className="chips" data-testid="menu-weeks">
            {weeks.map((week) => (
              <button
                key={week}
                type="button"
                className="chip"
                aria-pressed={week === selection.week}
                onClick={() => setSelection(selectWeek(data, selection, week))}
              >
                {t('menuWeek', { week })}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('menuDaysOfWeek')}</legend>
        <div className="chips" data-testid="menu-days">
          {days.map((d) => (
            <button
              key={d.day}
              type="button"
              className="chip"
              aria-pressed={d.day === selection.day}
              onClick={() => setSelection(selectDay(selection, d.day))}
            >
              {d.day_name}
              {isToday(d.week, d.day) ? ` (${t('menuToday')})` : ''}
            </button>
          ))}
        </div>
      </fieldset>
      {day ? (
        <section
          className="menu-day"
          data-testid="menu-day"
          aria-label={`${t('menuWeek', { week: day.week })}, ${day.day_name}`}
        >
          <p>{day.description}</p>
          <ul className="hits">
            {day.products.map((product) => (
              <li key={product.productId}>
                <Link className="hit" to={shopPath(locale, product.url)}>
                  <img src={mediaUrl(product.img)} alt="" width={56} height={56} loading="lazy" />
                  <span className="title">{product.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
