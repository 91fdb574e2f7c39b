import { tooManyAttempts } from './account-errors';
import type { AccountSettings } from './account-settings';
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
 * Customer and staff logins have separate counters. Failures are checked (peek) before the password is, and
 * counted only after it failed; the attempt counter moves on every call.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: AccountSettings,
    private readonly scope: LoginScope,
  ) {}

  /** Before the password is checked. @throws TooManyRequestsError TOO_MANY_ATTEMPTS */
  async admit(accountEmail: string, clientIp: string): Promise<void> {
    const window = this.settings.loginWindowMs;
    const verdicts = await Promise.all([
      this.limiter.hit(`${this.scope}:ip:${clientIp}`, this.settings.loginMaxPerClient, window),
      this.limiter.peek(this.accountClientKey(accountEmail, clientIp), this.settings.loginMaxPerAddress, window),
      this.limiter.peek(`${this.scope}:fail-ip:${clientIp}`, LOGIN_MAX_FAILURES_PER_CLIENT, window),
    ]);
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((verdict) => verdict.retryAfterMs)));
  }

  /** After a wrong password (or an unknown address: the same answer, so the same count). */
  async recordFailure(accountEmail: string, clientIp: string): Promise<void> {
    const window = this.settings.loginWindowMs;
    await Promise.all([
      this.limiter.hit(this.accountClientKey(accountEmail, clientIp), this.settings.loginMaxPerAddress, window),
      this.limiter.hit(`${this.scope}:fail-ip:${clientIp}`, LOGIN_MAX_FAILURES_PER_CLIENT, window),
    ]);
  }

  private accountClientKey(accountEmail: string, clientIp: string): string {
    return `${this.scope}:fail:${clientIp}:${accountEmail}`;
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
