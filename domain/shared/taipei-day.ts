/**
 * A calendar day as the shop's staff mean it: Taiwan time (UTC+8, no daylight saving). The console's order
 * filter "from 2026-11-29 to 2026-11-30" covers 2026-11-28T16:00Z up to (not including) 2026-11-30T16:00Z.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD naming a real calendar date (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a Taiwan day starts. */
export function startOfTaipeiDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) - TAIPEI_OFFSET_MS);
}

/** The instant after a Taiwan day ends (the next day's start): an exclusive upper bound. */
export function endOfTaipeiDay(day: string): Date {
  return new Date(startOfTaipeiDay(day).getTime() + DAY_MS);
}

/** The Taiwan calendar day (YYYY-MM-DD) an instant falls on. */
export function taipeiDayOf(instant: Date): string {
  return new Date(instant.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The Monday (YYYY-MM-DD) of the Taiwan week an instant falls in: staff's "this week" runs Monday 00:00 to Sunday
 * 24:00 Taiwan time (ISO 8601 weeks, as Taiwan's calendars print them).
 */
export function taipeiWeekStartOf(instant: Date): string {
  const day = taipeiDayOf(instant);
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  const back = (weekday + 6) % 7;
  return taipeiDayOf(new Date(startOfTaipeiDay(day).getTime() - back * DAY_MS));
}
