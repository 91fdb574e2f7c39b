import { inject, injectable } from 'inversify';
import { normalizeName } from '../../domain/validation/name';
import { CLOCK, type Clock } from '../shared/clock.port';
import { emailTaken, secretCodeInvalid } from './account-errors';
import { ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import type { StaffAuthResult } from './auth-result';
import { accountEmailOf } from './customer';
import { HOUR_MS, STAFF_CODE_FAILURES_MAX_GLOBAL, STAFF_CODE_FAILURES_MAX_PER_CLIENT } from './client-limits';
import { tooManyAttempts } from './account-errors';
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
 * are limited per client IP and for all clients together (client-limits.ts), checked before the comparison
 * and counted after a miss, so a rightful code from a clean IP still works while others guess elsewhere.
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
    const perClient = `staff-code:fail-ip:${input.clientIp}`;
    const verdicts = await Promise.all([
      this.limiter.peek(perClient, STAFF_CODE_FAILURES_MAX_PER_CLIENT, HOUR_MS),
      this.limiter.peek('staff-code:fail-all', STAFF_CODE_FAILURES_MAX_GLOBAL, HOUR_MS),
    ]);
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length > 0) throw tooManyAttempts(Math.max(...refused.map((verdict) => verdict.retryAfterMs)));
    if (!sameSecret(input.secretCode.trim(), this.settings.staffSecretCode)) {
      await Promise.all([
        this.limiter.hit(perClient, STAFF_CODE_FAILURES_MAX_PER_CLIENT, HOUR_MS),
        this.limiter.hit('staff-code:fail-all', STAFF_CODE_FAILURES_MAX_GLOBAL, HOUR_MS),
      ]);
      throw secretCodeInvalid();
    }
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.staff.create({ name: normalizeName(input.name), email: accountEmailOf(input.email), passwordHash, now: this.clock.now() });
    if (created === 'email_taken') throw emailTaken();
    const session = await this.sessions.issue({ kind: 'staff', subjectId: created.id, remember: false });
    return { token: session.token, expiresAt: session.expiresAt, user: created };
  }
}
