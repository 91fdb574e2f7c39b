import fc from 'fast-check';
import { cartLine } from '../test-support/builders';
import { isConfirmedLine, isExpiredLine, RESERVATION_HOLD_MS, reservationExpiry, reservationState } from './reservation';

const NOW = Date.parse('2024-06-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('reservation of an outlet line', () => {
  it('spec 2 §1/§9: an outlet item is held for 2 hours', () => {
    expect(RESERVATION_HOLD_MS).toBe(7_200_000);
    expect(reservationExpiry(NOW).toISOString()).toBe('2024-06-01T12:00:00.000Z');
    expect(reservationExpiry(new Date(NOW)).getTime()).toBe(NOW + RESERVATION_HOLD_MS);
  });

  it('spec 2 §4: unconfirmed with time left is active with the remaining milliseconds', () => {
    const line = cartLine({ reservation: { expires_at: at(90 * 60_000), is_confirmed: false } });
    expect(reservationState(line, NOW)).toEqual({ kind: 'active', remainingMs: 90 * 60_000, expiresAt: NOW + 90 * 60_000 });
    expect(reservationState(line, new Date(NOW))).toEqual(reservationState(line, NOW));
  });

  it('spec 2 §4: past its expiry it is expired (the expiry instant itself included)', () => {
    expect(reservationState(cartLine({ reservation: { expires_at: at(-1), is_confirmed: false } }), NOW)).toEqual({ kind: 'expired' });
    expect(isExpiredLine(cartLine({ reservation: { expires_at: at(0), is_confirmed: false } }), NOW)).toBe(true);
  });

  it('spec 2 §4: confirmed wins over expiry', () => {
    const line = cartLine({ reservation: { expires_at: at(-1000), is_confirmed: true } });
    expect(reservationState(line, NOW)).toEqual({ kind: 'confirmed' });
    expect(isConfirmedLine(line)).toBe(true);
    expect(isExpiredLine(line, NOW)).toBe(false);
  });

  it('spec 1 §3: reservations are outlet only; no reservation or no expiry is none', () => {
    expect(reservationState(cartLine({ item_type: 'shopee', reservation: { expires_at: at(-1), is_confirmed: false } }), NOW)).toEqual({ kind: 'none' });
    expect(isConfirmedLine(cartLine({ item_type: 'shopee', reservation: { expires_at: null, is_confirmed: true } }))).toBe(false);
    expect(reservationState(cartLine({ reservation: null }), NOW)).toEqual({ kind: 'none' });
    expect(reservationState(cartLine({ reservation: { expires_at: null, is_confirmed: false } }), NOW)).toEqual({ kind: 'none' });
    expect(reservationState(cartLine({ reservation: { expires_at: 'not a date', is_confirmed: false } }), NOW)).toEqual({ kind: 'none' });
  });

  it('spec 2 §4 (property): active exactly while now < expires_at, and remaining + now = expires_at', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offset) => {
        const state = reservationState(cartLine({ reservation: { expires_at: at(offset), is_confirmed: false } }), NOW);
        if (offset > 0) expect(state).toEqual({ kind: 'active', remainingMs: offset, expiresAt: NOW + offset });
        else expect(state.kind).toBe('expired');
      }),
    );
  });
});
