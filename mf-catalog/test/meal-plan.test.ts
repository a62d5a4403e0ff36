import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  selectDuration,
  selectedMenu,
  selectPlan,
  selectWeek,
} from '../src/pages/menu-calculator/lib/selection.ts';
import type { MenuData } from '../src/pages/menu-calculator/lib/selection.ts';
import {
  CALCULATOR_REQUEST,
  calculatorChecks,
  calculatorPresence,
  localityOf,
  menuPageSpec,
  menuRequest,
} from '../src/pages/menu-calculator/model/menu-spec.ts';
import { resourceKey } from '../src/shared/api/resources.ts';
import type { Resource } from '../src/shared/api/resources.ts';
import { textFor } from '../src/shared/i18n/index.ts';

const NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    week: Math.floor(i / 7) + 1,
    day: (i % 7) + 1,
    day_name: NAMES[i % 7]!,
    description: '',
    products: [],
  }));
const duration = (n: number, price: number) => ({ duration: n, price, discount: n > 7 ? 5 : 0, days: days(n) });

function menu(current = { week: 2, day: 3 }): MenuData {
  return {
    currency: 'MDL',
    current_date: current,
    menu: [
      { calories: 1200, title: '1200 ккал', durations: [duration(7, 1750), duration(14, 3325)] },
      { calories: 1500, title: '1500 ккал', durations: [duration(14, 3990), duration(28, 7560)] },
    ],
  };
}

describe('menu calculator selection', () => {
  it('starts on the first calorie option, its first duration and the current day', () => {
    const data = menu({ week: 1, day: 4 });
    const selection = initialSelection(data);
    expect(selection).toEqual({ plan: 0, duration: 0, week: 1, day: 4 });
    const shown = selectedMenu(data, selection)!;
    expect(shown.plan.title).toBe('1200 ккал');
    expect(shown.duration.duration).toBe(7);
    expect(shown.day?.day_name).toBe('Чт');
  });

  it('takes the same weekday of week 1 when the current week is outside the first duration', () => {
    expect(initialSelection(menu({ week: 3, day: 5 }))).toEqual({ plan: 0, duration: 0, week: 1, day: 5 });
  });

  it('falls back to week 1, day 1 when the duration has no such day', () => {
    const short = menu({ week: 2, day: 3 });
    short.menu[0]!.durations[0]!.days = days(2);
    expect(initialSelection(short)).toEqual({ plan: 0, duration: 0, week: 1, day: 1 });
  });

  it('another calorie option selects its first duration and keeps the day where it exists', () => {
    const data = menu();
    const start = { plan: 0, duration: 1, week: 2, day: 3 };
    expect(selectPlan(data, start, 1)).toEqual({ plan: 1, duration: 0, week: 2, day: 3 });
  });

  it('a shorter duration moves the day into it; a week starts on its first day', () => {
    const data = menu();
    const onWeek2 = { plan: 0, duration: 1, week: 2, day: 6 };
    expect(selectDuration(data, onWeek2, 0)).toEqual({ plan: 0, duration: 0, week: 1, day: 6 });
    expect(selectWeek(data, { plan: 1, duration: 1, week: 1, day: 5 }, 4)).toEqual({
      plan: 1,
      duration: 1,
      week: 4,
      day: 1,
    });
    expect(selectedMenu(data, { plan: 1, duration: 1, week: 1, day: 1 })!.weeks).toEqual([1, 2, 3, 4]);
  });

  it('shows nothing to select from a menu without plans', () => {
    const empty: MenuData = { currency: 'MDL', current_date: { week: 1, day: 1 }, menu: [] };
    expect(selectedMenu(empty, initialSelection(empty))).toBeNull();
  });
});

describe('menu calculator page', () => {
  it('reads the city from the URL and refuses anything but a positive id', () => {
    expect(localityOf(new URLSearchParams('locality_id=301'))).toBe(301);
    expect(localityOf(new URLSearchParams('locality_id=abc'))).toBeNull();
    expect(localityOf(new URLSearchParams(''))).toBeNull();
    expect(menuPageSpec.requests({}, new URLSearchParams()).map((r) => r.path)).toEqual(['base/locality']);
  });

  it('knows the shop has no calculator only from a 404 of the call without a city', () => {
    const PROBE = resourceKey(CALCULATOR_REQUEST);
    const CITY = resourceKey(menuRequest(301));
    const failed = (httpStatus: number): Resource => ({ status: 'failed', httpStatus });
    expect(calculatorChecks(null, {})).toEqual([CALCULATOR_REQUEST]);
    expect(calculatorPresence(null, {})).toBe('unknown');
    expect(calculatorPresence(null, { [PROBE]: { status: 'loading' } })).toBe('unknown');
    expect(calculatorPresence(null, { [PROBE]: failed(404) })).toBe('absent');
    expect(calculatorPresence(null, { [PROBE]: failed(400) })).toBe('present');
    expect(calculatorPresence(null, { [PROBE]: failed(502) })).toBe('present');
    // With a city, its menu decides unless it is 404: then the call without a city does.
    expect(calculatorChecks(301, {})).toEqual([menuRequest(301)]);
    expect(calculatorPresence(301, { [CITY]: { status: 'ready', data: {} } })).toBe('present');
    expect(calculatorPresence(301, { [CITY]: failed(500) })).toBe('present');
    expect(calculatorChecks(301, { [CITY]: failed(404) })).toEqual([menuRequest(301), CALCULATOR_REQUEST]);
    expect(calculatorPresence(301, { [CITY]: failed(404) })).toBe('unknown');
    expect(calculatorPresence(301, { [CITY]: failed(404), [PROBE]: failed(400) })).toBe('present');
    expect(calculatorPresence(301, { [CITY]: failed(404), [PROBE]: failed(404) })).toBe('absent');
  });

  it('has the spec texts for a missing city and a failed load, in every language', () => {
    expect(textFor('ru', 'menuNoCity')).toBe('Город не выбран');
    expect(textFor('ru', 'menuFailed')).toBe('Ошибка при загрузке данных меню');
    for (const locale of ['ro', 'uk', 'en'] as const) {
      expect(textFor(locale, 'menuNoCity')).not.toBe(textFor('ru', 'menuNoCity'));
      expect(textFor(locale, 'menuFailed')).toBeTruthy();
    }
  });
});
