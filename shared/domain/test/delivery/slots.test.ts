import { describe, expect, it } from 'vitest';

import type { OpeningHours, SlotRequest } from '../../src/delivery/index.ts';
import { deliverySlots, minutesOfDay } from '../../src/delivery/index.ts';

const open = (opens: string, closes: string): OpeningHours => ({ opens, closes });
const NINE_TO_SIX: OpeningHours[] = [...Array.from({ length: 6 }, () => open('09:00', '18:00')), null];

/** Monday 2026-03-02, 08:00 in Chisinau (UTC+2 in winter): the store is about to open. */
const MONDAY_8 = new Date('2026-03-02T06:00:00Z');
const base: SlotRequest = {
  now: MONDAY_8,
  timeZone: 'Europe/Chisinau',
  daysAhead: 7,
  closedWeekdays: [],
  hours: NINE_TO_SIX,
  preparationHours: 0,
};
const slots = (change: Partial<SlotRequest>) => deliverySlots({ ...base, ...change });

describe('deliverySlots', () => {
  it('gives two-hour windows over the opening hours, the last one ending at closing time', () => {
    expect(slots({})[0]).toEqual({
      date: '2026-03-02',
      weekday: 1,
      slots: ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-18:00'],
    });
  });

  it('covers days_ahead days from today, without the day the store is closed (Sunday)', () => {
    expect(slots({}).map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it("skips the shop's closed weekdays", () => {
    expect(slots({ closedWeekdays: [2, 6] }).map((d) => d.weekday)).toEqual([1, 3, 4, 5]);
  });

  it('starts after the preparation time', () => {
    expect(slots({ preparationHours: 4 })[0]!.slots[0]).toBe('13:00-15:00');
  });

  it('moves to tomorrow when nothing is left today', () => {
    expect(slots({ now: new Date('2026-03-02T15:30:00Z') })[0]!.date).toBe('2026-03-03');
  });

  it("reads the time in the store's own zone", () => {
    // 06:00 UTC is 08:00 in Chisinau but 01:00 in New York: there Monday has begun, the store not yet open.
    const ny = slots({ timeZone: 'America/New_York', daysAhead: 1 });
    expect(ny[0]!.slots[0]).toBe('09:00-11:00');
    expect(slots({ timeZone: 'Asia/Tokyo', daysAhead: 1 })).toEqual([
      { date: '2026-03-02', weekday: 1, slots: ['15:00-17:00', '17:00-18:00'] },
    ]);
  });

  it('gives nothing for a store without valid hours', () => {
    expect(slots({ hours: Array.from({ length: 7 }, () => open('9', '18')) })).toEqual([]);
  });
});

describe('minutesOfDay', () => {
  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['24:00', null],
    ['9:30', null],
  ])('%s is %s', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes);
  });
});
