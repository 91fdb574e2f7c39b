import { endOfTaipeiDay, isCalendarDay, startOfTaipeiDay } from './taipei-day';

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
