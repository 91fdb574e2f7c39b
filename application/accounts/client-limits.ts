import { tooManyAttempts } from './account-errors';
import { admitAttempt } from '../shared/limit-attempt';
import type { RateLimiter } from './rate-limiter.port';

/**
 * Per-client-IP limits of the account calls that cost a full scrypt (issue 9; docs/security/accounts.md).
 * Each call counts, whatever its outcome, before any hashing: the bounded hasher line keeps the shop alive
 * under a flood, and these keep one client from filling that line.
 */
export const HOUR_MS = 60 * 60_000;
export const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * POST /api/customers/register: attempts per client IP per hour. Generous on purpose (an office or a school
 * behind one NAT address); it bounds the scrypt work one IP can ask for, not sign-ups as such.
 */
export const REGISTER_MAX_PER_CLIENT = 30;
/** POST /api/customers/verify-reset-code and reset-password together, per client IP per 15 minutes. */
export const RESET_CODE_CHECKS_MAX_PER_CLIENT = 30;
/** PUT /api/customers/password and an e-mail change of PUT /api/customers/profile, per client IP per 15 minutes. */
export const PASSWORD_CHECKS_MAX_PER_CLIENT = 10;

/** Staff registration: wrong secret codes per client IP per hour. */
export const STAFF_CODE_FAILURES_MAX_PER_CLIENT = 5;
/**
 * Counts one call of `action` from clientIp, before the call does anything (application/shared/limit-attempt.ts).
 * @throws TooManyRequestsError TOO_MANY_ATTEMPTS over the limit
 */
export async function countClientCall(limiter: RateLimiter, action: string, clientIp: string, limit: number, windowMs: number): Promise<void> {
  await admitAttempt(limiter, [{ key: `${action}:ip:${clientIp}`, limit, windowMs }], tooManyAttempts);
}
