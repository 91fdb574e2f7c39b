import { endOfTaipeiDay, isCalendarDay, startOfTaipeiDay, taipeiDayOf, taipeiWeekStartOf } from './taipei-day';

describe('a Taiwan calendar day (the console\'s order date filter)', () => {
  it('starts at 16:00 UTC the day before and ends at the next day\'s start', () => {
    expect(startOfTaipeiDay('2026-11-29').toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(endOfTaipeiDay('2026-11-29').toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(endOfTaipeiDay('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('accepts real dates only, in YYYY-MM-DD', () => {
    expect(['2026-11-29', '2028-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-1-1', '29/11/2026', '2026-11-29T00:00', ''].map(isCalendarDay)).toEqual([false, false, false, false, false, false]);
  });
});

describe('the console overview\'s today and this week (issue 28)', () => {
  it('names the Taiwan day of an instant: 16:00 UTC is already the next day', () => {
    expect(taipeiDayOf(new Date('2026-11-30T15:59:59.999Z'))).toBe('2026-11-30');
    expect(taipeiDayOf(new Date('2026-11-30T16:00:00.000Z'))).toBe('2026-12-01');
  });

  it('starts the week on the Taiwan Monday, across a month end', () => {
    // Tuesday 2026-12-01 09:00 in Taipei; the week began on Monday 2026-11-30.
    expect(taipeiWeekStartOf(new Date('2026-12-01T01:00:00.000Z'))).toBe('2026-11-30');
    // Sunday 2026-12-06 23:30 in Taipei still belongs to it; Monday 00:00 starts the next.
    expect(taipeiWeekStartOf(new Date('2026-12-06T15:30:00.000Z'))).toBe('2026-11-30');
    expect(taipeiWeekStartOf(new Date('2026-12-06T16:00:00.000Z'))).toBe('2026-12-07');
    // Monday 00:30 Taipei is Sunday 16:30 UTC: the Taiwan day decides.
    expect(taipeiWeekStartOf(new Date('2026-11-29T16:30:00.000Z'))).toBe('2026-11-30');
  });
});
