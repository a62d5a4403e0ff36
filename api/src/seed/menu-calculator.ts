// Demo data of the menu calculator: which shops have one, the localities they deliver to and
// how their plans are priced. Kept in code like the other derived demo blocks: the dishes of each
// day are the shop's own products, so the catalogue stays the one source of truth.
import type { DeliveryZone, Translated } from '@vitrina/domain';
import { DEFAULT_REGION_ID, regionById } from '@vitrina/domain';

import { placeLabel } from './delivery/places.ts';

export interface LocalitySeed {
  localityId: number;
  regionId: number;
  label: Translated;
}

/** Delivery added to each day's price outside the city (minor units), by delivery zone. */
export const DELIVERY_PER_DAY_MINOR: Readonly<Record<DeliveryZone, number>> = { city: 0, suburb: 2000, region: 6000 };

/** Chișinău (region 3, the spec's default) and its suburbs: the header's city choices. Names are delivery's. */
export const LOCALITIES: readonly LocalitySeed[] = regionById(DEFAULT_REGION_ID)!.localities.map((locality) => ({
  localityId: locality.id,
  regionId: DEFAULT_REGION_ID,
  label: placeLabel(locality.key),
}));

export interface MenuPlanSeed {
  calories: number;
  /** Price of one day of this plan in the city (minor units). */
  dayPriceMinor: number;
}

export interface DurationSeed {
  days: number;
  /** Percent off the daily price for booking this many days at once. */
  discount: number;
}

export interface MenuCalculatorSeed {
  plans: MenuPlanSeed[];
  durations: DurationSeed[];
  /** Dishes per day (breakfast, lunch, dinner). */
  mealsPerDay: number;
}

/** Shops (by brand key) that sell meal plans; the first plan and duration are the spec's defaults. */
export const MENU_CALCULATORS: Readonly<Record<string, MenuCalculatorSeed>> = {
  'meal-plan': {
    plans: [
      { calories: 1200, dayPriceMinor: 25000 },
      { calories: 1500, dayPriceMinor: 28000 },
      { calories: 2000, dayPriceMinor: 32000 },
    ],
    durations: [
      { days: 7, discount: 0 },
      { days: 14, discount: 5 },
      { days: 28, discount: 10 },
    ],
    mealsPerDay: 3,
  },
};

/** Short weekday names, Monday first (the spec's default day is "Пн"). */
export const DAY_NAMES: Readonly<Record<'ro' | 'ru' | 'uk' | 'en', readonly string[]>> = {
  ro: ['Lu', 'Ma', 'Mi', 'Jo', 'Vi', 'Sâ', 'Du'],
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  uk: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

export const CALORIE_UNIT: Readonly<Record<'ro' | 'ru' | 'uk' | 'en', string>> = {
  ro: 'kcal',
  ru: 'ккал',
  uk: 'ккал',
  en: 'kcal',
};
export const DAY_DESCRIPTION: Readonly<Record<'ro' | 'ru' | 'uk' | 'en', string>> = {
  ro: 'Săptămâna {week}, ziua {day}: {meals} mese, {calories} kcal',
  ru: 'Неделя {week}, день {day}: {meals} приёма пищи, {calories} ккал',
  uk: 'Тиждень {week}, день {day}: {meals} прийоми їжі, {calories} ккал',
  en: 'Week {week}, day {day}: {meals} meals, {calories} kcal',
};
