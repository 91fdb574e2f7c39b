/**
 * Settings of the accounts capability that come from the server's configuration (server/config.ts:
 * STAFF_SECRET_CODE, LOGIN_MAX_PER_ADDRESS, LOGIN_MAX_PER_CLIENT, LOGIN_WINDOW_MS), bound in the container.
 */
export interface AccountSettings {
  /** POST /api/auth/register needs exactly this secretCode. */
  staffSecretCode: string;
  /**
   * Failed logins (customer and staff, counted separately) per lower-cased address per client IP per window
   * (LOGIN_MAX_PER_ADDRESS). Never per address alone: that would let anyone lock the owner out.
   */
  loginMaxPerAddress: number;
  /** Login attempts per client IP per window, whatever the address. */
  loginMaxPerClient: number;
  loginWindowMs: number;
}

/** The demo secret code: documented, and refused as a default when NODE_ENV=production (server/config.ts). */
export const DEMO_STAFF_SECRET_CODE = 'outlet-staff-demo';

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  staffSecretCode: DEMO_STAFF_SECRET_CODE,
  loginMaxPerAddress: 10,
  loginMaxPerClient: 50,
  loginWindowMs: 15 * 60_000,
};

export const ACCOUNT_SETTINGS = Symbol.for('AccountSettings');
