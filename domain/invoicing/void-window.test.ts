import { canStillVoid, lastVoidMoment, voidWindowClosesAt } from './void-window';

/** Taiwan wall-clock time as an instant: '2026-03-13T23:59:59' in UTC+8. */
const tw = (local: string) => new Date(`${local}+08:00`);

describe('the void window: until 23:59:59 Taiwan time on the 13th of the odd month after the period', () => {
  it.each([
    ['2026-01-01T00:00:00', '2026-03-13T23:59:59'],
    ['2026-02-28T23:59:59', '2026-03-13T23:59:59'],
    ['2026-03-01T00:00:00', '2026-05-13T23:59:59'],
    ['2026-06-15T12:00:00', '2026-07-13T23:59:59'],
    ['2026-11-01T00:00:00', '2027-01-13T23:59:59'],
    ['2026-12-31T23:59:59', '2027-01-13T23:59:59'],
    ['2028-02-29T10:00:00', '2028-03-13T23:59:59'],
  ])('an invoice of %s (Taiwan) can be voided until %s (Taiwan)', (issued, last) => {
    expect(lastVoidMoment(tw(issued)).toISOString()).toBe(tw(last).toISOString());
  });

  it('the period follows the Taiwan date: 2026-02-28T16:00Z is 1 March in Taiwan, so Mar-Apr', () => {
    expect(voidWindowClosesAt(new Date('2026-02-28T16:00:00Z')).toISOString()).toBe(tw('2026-05-14T00:00:00').toISOString());
    expect(voidWindowClosesAt(new Date('2026-02-28T15:59:59Z')).toISOString()).toBe(tw('2026-03-14T00:00:00').toISOString());
  });

  it('a second before the close it can be voided, at the close and a second after it cannot', () => {
    const issued = tw('2026-12-20T09:00:00');
    expect(canStillVoid(issued, tw('2027-01-13T23:59:59'))).toBe(true);
    expect(canStillVoid(issued, tw('2027-01-14T00:00:00'))).toBe(false);
    expect(canStillVoid(issued, tw('2027-01-14T00:00:01'))).toBe(false);
  });

  it('takes epoch milliseconds as well as Dates', () => {
    const issued = tw('2026-01-10T00:00:00').getTime();
    expect(canStillVoid(issued, tw('2026-03-13T12:00:00').getTime())).toBe(true);
    expect(canStillVoid(issued, tw('2026-03-14T12:00:00').getTime())).toBe(false);
  });
});
