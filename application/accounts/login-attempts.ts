import { tooManyAttempts } from './account-errors';
import type { AccountSettings } from './account-settings';
import { admitAttempt, type AdmittedAttempt } from '../shared/limit-attempt';
import type { PasswordHasher } from './password-hasher.port';
import type { RateLimiter } from './rate-limiter.port';

/**
 * Failed logins from one client IP, whatever the address, per window (LOGIN_WINDOW_MS): an IP that keeps
 * failing across many addresses (credential stuffing) stops long before its attempt limit.
 */
export const LOGIN_MAX_FAILURES_PER_CLIENT = 20;

export type LoginScope = 'customer-login' | 'staff-login';

/**
 * The login throttle (docs/security/accounts.md). Nothing here is counted per address alone: a limit that
 * any stranger can fill for an address is a way to keep its owner out (issue 9). Instead:
 * - failed logins per (address, client IP): settings.loginMaxPerAddress; only the IP that failed is refused for
 *   that address, so the right password from an IP without failures still gets in during an attack;
 * - failed logins per client IP: LOGIN_MAX_FAILURES_PER_CLIENT;
 * - every attempt per client IP: settings.loginMaxPerClient.
 * Customer and staff logins have separate counters. Every counter moves BEFORE the password is checked
 * (application/shared/limit-attempt.ts, issue 23: a burst of 40 wrong passwords got 40 checks when failures
 * were read first and counted after); a right password gives its failure counts back.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: AccountSettings,
    private readonly scope: LoginScope,
  ) {}

  /**
   * Before the password is checked: counts the attempt. Call refund() on the answer once the password was right.
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS
   */
  admit(accountEmail: string, clientIp: string): Promise<AdmittedAttempt> {
    const windowMs = this.settings.loginWindowMs;
    return admitAttempt(this.limiter, [
      { key: `${this.scope}:ip:${clientIp}`, limit: this.settings.loginMaxPerClient, windowMs },
      { key: `${this.scope}:fail:${clientIp}:${accountEmail}`, limit: this.settings.loginMaxPerAddress, windowMs, failuresOnly: true },
      { key: `${this.scope}:fail-ip:${clientIp}`, limit: LOGIN_MAX_FAILURES_PER_CLIENT, windowMs, failuresOnly: true },
    ], tooManyAttempts);
  }
}

/**
 * A hash to verify against when no account has the address, so that an unknown email costs the same scrypt
 * work as a wrong password and the answer's timing does not reveal which addresses have accounts. One per
 * hasher, computed once.
 */
const dummyHashes = new WeakMap<object, Promise<string>>();

export function dummyHashFor(hasher: { hash(plain: string): Promise<string> }): Promise<string> {
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash('timing-equaliser: not anybody\'s password');
    dummyHashes.set(hasher, dummy);
  }
  return dummy;
}

/**
 * The password check of an admitted login: against the dummy hash when the address has no account (same work,
 * same answer). If the check itself fails (the hashing line is full: 503), it proved nothing, so the attempt's
 * failure counts are given back before the error goes on.
 */
export async function verifyCounted(attempt: AdmittedAttempt, hasher: PasswordHasher, password: string, storedHash: string | undefined): Promise<boolean> {
  try {
    return await hasher.verify(password, storedHash ?? await dummyHashFor(hasher));
  } catch (error) {
    await attempt.refund();
    throw error;
  }
}
