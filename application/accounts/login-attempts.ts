import { tooManyAttempts } from './account-errors';
import type { AccountSettings } from './account-settings';
import type { RateLimiter } from './rate-limiter.port';

/**
 * Counts one login attempt against both limits (docs/api.md, Accounts): per lower-cased address and per
 * client IP, each a fixed window. Every attempt counts, successful or not, and before the password is checked,
 * so a refused client learns nothing about the password. Customer and staff logins have separate counters.
 * @throws TooManyRequestsError TOO_MANY_ATTEMPTS when either limit is exceeded.
 */
export async function countLoginAttempt(
  limiter: RateLimiter,
  settings: AccountSettings,
  scope: 'customer-login' | 'staff-login',
  accountEmail: string,
  clientIp: string,
): Promise<void> {
  const [perAddress, perClient] = await Promise.all([
    limiter.hit(`${scope}:email:${accountEmail}`, settings.loginMaxPerAddress, settings.loginWindowMs),
    limiter.hit(`${scope}:ip:${clientIp}`, settings.loginMaxPerClient, settings.loginWindowMs),
  ]);
  if (!perAddress.allowed || !perClient.allowed) {
    throw tooManyAttempts(Math.max(perAddress.allowed ? 0 : perAddress.retryAfterMs, perClient.allowed ? 0 : perClient.retryAfterMs));
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
