import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../shared/clock.port';
import { unauthorized, wrongPassword } from './account-errors';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { countClientCall, PASSWORD_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS } from './client-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';

export interface ChangePasswordInput {
  customerId: number;
  /** The token of this request: its session stays, every other session of the customer is revoked. */
  token: string;
  currentPassword: string;
  newPassword: string;
  /** The caller's IP (ctx.ip), for the per-client limit. */
  clientIp: string;
}

/** PUT /api/customers/password. */
@injectable()
export class ChangePassword {
  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /**
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS (PASSWORD_CHECKS_MAX_PER_CLIENT)
   * @throws ValidationError WRONG_PASSWORD with fields.currentPassword (current password wrong: 400, issue 28)
   * @throws UnauthorizedError UNAUTHORIZED (account gone)
   */
  async execute(input: ChangePasswordInput): Promise<void> {
    await countClientCall(this.limiter, 'password-check', input.clientIp, PASSWORD_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS);
    const customer = await this.customers.findById(input.customerId);
    if (!customer) throw unauthorized();
    const stored = await this.customers.findPasswordHash(customer.email);
    if (!stored || !(await this.hasher.verify(input.currentPassword, stored.passwordHash))) throw wrongPassword();
    const passwordHash = await this.hasher.hash(input.newPassword);
    if (!(await this.customers.updatePasswordHash(customer.id, passwordHash, this.clock.now()))) throw unauthorized();
    await this.sessions.revokeAllFor('customer', customer.id, input.token);
  }
}
