import { inject, injectable } from 'inversify';
import { invalidCredentials } from './account-errors';
import { ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import type { StaffAuthResult } from './auth-result';
import { accountEmailOf } from './customer';
import { LoginThrottle, verifyCounted } from './login-attempts';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';
import { STAFF_STORE, type StaffStore } from './staff-store.port';

/** POST /api/auth/login: like the customer login (same limits, same single answer), a 12-hour staff session. */
@injectable()
export class LoginStaff {
  private readonly throttle: LoginThrottle;

  constructor(
    @inject(STAFF_STORE) private readonly staff: StaffStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(RATE_LIMITER) limiter: RateLimiter,
    @inject(ACCOUNT_SETTINGS) settings: AccountSettings,
  ) {
    this.throttle = new LoginThrottle(limiter, settings, 'staff-login');
  }

  /** @throws TooManyRequestsError TOO_MANY_ATTEMPTS; UnauthorizedError INVALID_CREDENTIALS */
  async execute(input: { email: string; password: string; clientIp: string }): Promise<StaffAuthResult> {
    const email = accountEmailOf(input.email);
    const attempt = await this.throttle.admit(email, input.clientIp);
    const found = await this.staff.findPasswordHash(email);
    const matches = await verifyCounted(attempt, this.hasher, input.password, found?.passwordHash);
    if (!found || !matches) {
      throw invalidCredentials();
    }
    await attempt.refund();
    const session = await this.sessions.issue({ kind: 'staff', subjectId: found.staff.id, remember: false });
    return { token: session.token, expiresAt: session.expiresAt, user: found.staff };
  }
}
