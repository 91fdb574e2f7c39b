import { hmacShopeeAuthState } from './shopee-auth-state';

const SECRET = 'a-test-token-secret-of-at-least-32-characters';
const EXPIRES = new Date('2026-11-28T08:10:00.000Z');

describe('hmacShopeeAuthState', () => {
  const states = hmacShopeeAuthState(SECRET);

  it('reads back the staff id, expiry and nonce of a state it issued; every state (and nonce) is different and URL-safe', () => {
    const state = states.issue({ staffId: 42, expiresAt: EXPIRES });
    expect(state).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(states.read(state)).toEqual({ staffId: 42, expiresAt: EXPIRES, nonce: state.split('.')[3] });
    const other = states.issue({ staffId: 42, expiresAt: EXPIRES });
    expect(other).not.toBe(state);
    expect(states.read(other)?.nonce).not.toBe(states.read(state)?.nonce);
  });

  it('refuses a state signed with another secret, an altered one, and garbage', () => {
    const state = states.issue({ staffId: 42, expiresAt: EXPIRES });
    expect(hmacShopeeAuthState(`${SECRET}-other`).read(state)).toBeNull();
    const [version, , expiry, nonce, mac] = state.split('.');
    expect(states.read([version, '43', expiry, nonce, mac].join('.'))).toBeNull(); // another staff member
    expect(states.read([version, '42', String(Number(expiry) + 3600), nonce, mac].join('.'))).toBeNull(); // a later expiry
    expect(states.read(`${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of ['', 'v1', 'v1.42.1.abc.def', `${state}.x`, 'x'.repeat(10_000)]) expect(states.read(bad)).toBeNull();
  });
});
