import { inject, injectable } from 'inversify';
import { normalizeName } from '../../domain/validation/name';
import { CLOCK, type Clock } from '../shared/clock.port';
import { admitAttempt } from '../shared/limit-attempt';
import { emailTaken, secretCodeInvalid, tooManyAttempts } from './account-errors';
import { ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import type { StaffAuthResult } from './auth-result';
import { accountEmailOf } from './customer';
import { HOUR_MS, STAFF_CODE_FAILURES_MAX_PER_CLIENT } from './client-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';
import { STAFF_STORE, type StaffStore } from './staff-store.port';

export interface RegisterStaffInput {
  name: string;
  email: string;
  password: string;
  secretCode: string;
  /** The caller's IP (ctx.ip), for the limit on wrong codes. */
  clientIp: string;
}

/** Compared in time that depends only on the lengths, never on where the first difference is. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * POST /api/auth/register: a staff account, when secretCode is the configured STAFF_SECRET_CODE. Wrong codes
 * are limited per client IP (STAFF_CODE_FAILURES_MAX_PER_CLIENT), counted BEFORE the comparison
 * (application/shared/limit-attempt.ts), and a right code gives its count back: 100 simultaneous guesses from
 * one IP get at most 5 comparisons, on any number of processes (issue 23). There is no counter for all
 * clients together any more: a stranger's misses filled it and locked the owner out for an hour (issue 23);
 * against many IPs the defence is the code itself (production refuses the demo code, server/config.ts).
 */
@injectable()
export class RegisterStaff {
  constructor(
    @inject(STAFF_STORE) private readonly staff: StaffStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ACCOUNT_SETTINGS) private readonly settings: AccountSettings,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** @throws TooManyRequestsError TOO_MANY_ATTEMPTS; ForbiddenError SECRET_CODE_INVALID; ConflictError EMAIL_TAKEN */
  async execute(input: RegisterStaffInput): Promise<StaffAuthResult> {
    const attempt = await admitAttempt(this.limiter, [
      { key: `staff-code:fail-ip:${input.clientIp}`, limit: STAFF_CODE_FAILURES_MAX_PER_CLIENT, windowMs: HOUR_MS, failuresOnly: true },
    ], tooManyAttempts);
    if (!sameSecret(input.secretCode.trim(), this.settings.staffSecretCode)) throw secretCodeInvalid();
    await attempt.refund();
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.staff.create({ name: normalizeName(input.name), email: accountEmailOf(input.email), passwordHash, now: this.clock.now() });
    if (created === 'email_taken') throw emailTaken();
    const session = await this.sessions.issue({ kind: 'staff', subjectId: created.id, remember: false });
    return { token: session.token, expiresAt: session.expiresAt, user: created };
  }
}
