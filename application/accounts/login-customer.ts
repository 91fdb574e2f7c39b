import { inject, injectable } from 'inversify';
import { invalidCredentials } from './account-errors';
import { ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import type { CustomerAuthResult } from './auth-result';
import { accountEmailOf } from './customer';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { LoginThrottle, verifyCounted } from './login-attempts';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The client's IP (ctx.ip), the key of the per-client limit. */
  clientIp: string;
}

/**
 * POST /api/customers/login. An unknown address and a wrong password give the same 401 INVALID_CREDENTIALS,
 * after the same scrypt work (a dummy hash is verified for unknown addresses). Rate limited by
 * failures per address and client IP, and by failures and attempts per client IP (login-attempts.ts).
 * rememberMe: a 30-day session instead of 1 day.
 */
@injectable()
export class LoginCustomer {
  private readonly throttle: LoginThrottle;

  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(RATE_LIMITER) limiter: RateLimiter,
    @inject(ACCOUNT_SETTINGS) settings: AccountSettings,
  ) {
    this.throttle = new LoginThrottle(limiter, settings, 'customer-login');
  }

  /** @throws TooManyRequestsError TOO_MANY_ATTEMPTS; UnauthorizedError INVALID_CREDENTIALS */
  async execute(input: LoginInput): Promise<CustomerAuthResult> {
    const email = accountEmailOf(input.email);
    const attempt = await this.throttle.admit(email, input.clientIp);
    const found = await this.customers.findPasswordHash(email);
    const matches = await verifyCounted(attempt, this.hasher, input.password, found?.passwordHash);
    if (!found || !matches) {
      throw invalidCredentials();
    }
    await attempt.refund();
    const session = await this.sessions.issue({ kind: 'customer', subjectId: found.customer.id, remember: input.rememberMe });
    return { token: session.token, expiresAt: session.expiresAt, user: found.customer };
  }
}
