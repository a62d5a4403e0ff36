// A store's delivery slots (general/delivery-time): the windows of its opening hours over the next
// days, from the moment an order placed now can be ready. All in the store's wall-clock time, which
// is what a shopper reads on the checkout; a DST change inside the preparation time is not adjusted.

/** One weekday's hours, "HH:MM" wall-clock; null when the store is closed that day. */
export type OpeningHours = { opens: string; closes: string } | null;

export interface SlotRequest {
  now: Date;
  /** An IANA zone, e.g. Europe/Chisinau. */
  timeZone: string;
  /** How many days, today included, may be booked (calendar_settings.days_ahead). */
  daysAhead: number;
  /** Weekdays without delivery, 1 (Monday) to 7 (Sunday). */
  closedWeekdays: readonly number[];
  /** Seven entries, Monday first. */
  hours: readonly OpeningHours[];
  preparationHours: number;
  /** Length of a window; the last one of a day ends at closing time. */
  slotMinutes?: number;
}

export interface DeliveryDay {
  date: string;
  weekday: number;
  slots: string[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const DEFAULT_SLOT_MINUTES = 120;

/** "09:30" -> 570; null when not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The zone's wall-clock time of an instant, as milliseconds of a UTC date with the same digits. */
function wallClockMs(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** One day's windows that start no earlier than `earliestMs` (all wall-clock). */
function windowsOf(dayMs: number, hours: OpeningHours, earliestMs: number, slotMinutes: number): string[] {
  const opens = hours ? minutesOfDay(hours.opens) : null;
  const closes = hours ? minutesOfDay(hours.closes) : null;
  if (opens === null || closes === null) return [];
  const windows: string[] = [];
  for (let start = opens; start < closes; start += slotMinutes) {
    if (dayMs + start * MINUTE_MS < earliestMs) continue;
    windows.push(`${hhmm(start)}-${hhmm(Math.min(start + slotMinutes, closes))}`);
  }
  return windows;
}

/** The bookable days, today first; closed weekdays and days with no window left are skipped. */
export function deliverySlots(request: SlotRequest): DeliveryDay[] {
  const slotMinutes = Math.max(15, request.slotMinutes ?? DEFAULT_SLOT_MINUTES);
  const nowMs = wallClockMs(request.now, request.timeZone);
  const earliestMs = nowMs + Math.max(0, request.preparationHours) * 60 * MINUTE_MS;
  const todayMs = nowMs - (nowMs % DAY_MS);
  const days: DeliveryDay[] = [];
  for (let i = 0; i < request.daysAhead; i++) {
    const dayMs = todayMs + i * DAY_MS;
    const weekday = ((new Date(dayMs).getUTCDay() + 6) % 7) + 1;
    if (request.closedWeekdays.includes(weekday)) continue;
    const slots = windowsOf(dayMs, request.hours[weekday - 1] ?? null, earliestMs, slotMinutes);
    if (slots.length > 0) days.push({ date: new Date(dayMs).toISOString().slice(0, 10), weekday, slots });
  }
  return days;
}
