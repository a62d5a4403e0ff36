// What the menu calculator shows: one calorie option, one of its durations and one day. Pure
// rules, so they are tested without a page (spec: new data selects the first calorie option, its
// first duration and the current day; the fallback day is week 1, day 1).
import type { MenuCalculator } from '@vitrina/contract';

export type MenuData = MenuCalculator;
type Plan = MenuData['menu'][number];
type Duration = Plan['durations'][number];
type Day = Duration['days'][number];

export interface MenuSelection {
  plan: number;
  duration: number;
  week: number;
  day: number;
}

export const DEFAULT_DAY = { week: 1, day: 1 } as const;

/**
 * The wanted day if the duration has it; else the same weekday in the first week (a 7-day plan has
 * no week 3, but "today is Thursday" still holds); else the first day.
 */
function dayWithin(duration: Duration | undefined, want: { week: number; day: number }) {
  const days = duration?.days ?? [];
  const first = days[0];
  const hit =
    days.find((d) => d.week === want.week && d.day === want.day) ??
    days.find((d) => d.week === first?.week && d.day === want.day) ??
    first;
  return hit ? { week: hit.week, day: hit.day } : { ...DEFAULT_DAY };
}

export function initialSelection(data: MenuData): MenuSelection {
  const duration = data.menu[0]?.durations[0];
  return { plan: 0, duration: 0, ...dayWithin(duration, data.current_date) };
}

/** Another calorie option: its first duration, the day kept where it exists. */
export function selectPlan(data: MenuData, current: MenuSelection, plan: number): MenuSelection {
  return { plan, duration: 0, ...dayWithin(data.menu[plan]?.durations[0], current) };
}

export function selectDuration(data: MenuData, current: MenuSelection, duration: number): MenuSelection {
  return { ...current, duration, ...dayWithin(data.menu[current.plan]?.durations[duration], current) };
}

/** A week starts on its first day. */
export function selectWeek(data: MenuData, current: MenuSelection, week: number): MenuSelection {
  return { ...current, ...dayWithin(data.menu[current.plan]?.durations[current.duration], { week, day: 1 }) };
}

export function selectDay(current: MenuSelection, day: number): MenuSelection {
  return { ...current, day };
}

export interface SelectedMenu {
  plan: Plan;
  duration: Duration;
  weeks: number[];
  days: Day[];
  day: Day | undefined;
}

/** The parts of the data the selection points at; null when the menu has no plans. */
export function selectedMenu(data: MenuData, selection: MenuSelection): SelectedMenu | null {
  const plan = data.menu[selection.plan];
  const duration = plan?.durations[selection.duration];
  if (!plan || !duration) return null;
  const weeks = [...new Set(duration.days.map((d) => d.week))];
  const days = duration.days.filter((d) => d.week === selection.week);
  return { plan, duration, weeks, days, day: days.find((d) => d.day === selection.day) };
}
