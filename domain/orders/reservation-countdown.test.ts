import fc from 'fast-check';
import { reservationCountdown } from './reservation-countdown';

const NOW = Date.parse('2024-06-01T10:00:00.000Z');
const in_ = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;

describe('reservation countdown (spec 2 §2.3, §9)', () => {
  it('spec 2 §9: shows remaining hours and minutes', () => {
    expect(reservationCountdown(in_(2 * 60 * MIN), NOW)).toEqual({ kind: 'active', hours: 2, minutes: 0, code: 'RESERVATION_REMAINING', text: '2 小時 0 分' });
    expect(reservationCountdown(in_(65 * MIN), NOW).text).toBe('1 小時 5 分');
    expect(reservationCountdown(new Date(NOW + 5 * MIN), new Date(NOW)).text).toBe('0 小時 5 分');
  });

  it('spec 2 §9: minutes round up, so a line that can still be bought never reads 0 小時 0 分', () => {
    expect(reservationCountdown(in_(30_000), NOW).text).toBe('0 小時 1 分');
    expect(reservationCountdown(in_(64 * MIN + 1), NOW).text).toBe('1 小時 5 分');
  });

  it("spec 2 §9: expired shows 'expired'", () => {
    expect(reservationCountdown(in_(0), NOW)).toEqual({ kind: 'expired', code: 'RESERVATION_EXPIRED', text: '已過期' });
    expect(reservationCountdown(in_(-5 * MIN), NOW).kind).toBe('expired');
  });

  it("spec 2 §9: no expiry shows 'not applicable'", () => {
    expect(reservationCountdown(null, NOW)).toEqual({ kind: 'not-applicable', code: 'RESERVATION_NOT_APPLICABLE', text: '不適用' });
    expect(reservationCountdown(undefined, NOW).kind).toBe('not-applicable');
    expect(reservationCountdown('garbage', NOW).kind).toBe('not-applicable');
  });

  it('spec 2 §2.3: a confirmed line shows confirmed whatever its expiry', () => {
    expect(reservationCountdown(in_(-MIN), NOW, { confirmed: true })).toEqual({ kind: 'confirmed', code: 'RESERVATION_CONFIRMED', text: '已確認' });
  });

  it('spec 2 §9 (property): hours x 60 + minutes is the remaining time in whole minutes, rounded up; minutes < 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * 60 * MIN }), (ms) => {
        const c = reservationCountdown(in_(ms), NOW);
        if (c.kind !== 'active') throw new Error('expected active');
        expect(c.minutes).toBeLessThan(60);
        expect(c.hours * 60 + c.minutes).toBe(Math.ceil(ms / MIN));
      }),
    );
  });
});
