import { inject, injectable } from 'inversify';
import { validateEmail } from '../../domain/validation/email';
import { collectErrors } from '../../domain/validation/field-error';
import { MESSAGES } from '../../domain/validation/messages';
import { validatePasswordLength } from '../../domain/validation/password';
import { ValidationError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { countClientCall, QUARTER_HOUR_MS, RESET_CODE_CHECKS_MAX_PER_CLIENT } from './client-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { resetCodeInvalid } from './password-reset';
import { ResetCodeCheck } from './reset-code-check';
import { RESET_CODE_STORE, type ResetCodeStore } from './reset-code-store.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';

export interface ResetPasswordInput {
  email: string;
  resetCode: string;
  /** The caller's IP (ctx.ip), for the per-client limit on code checks. */
  clientIp: string;
  newPassword: string;
}

/**
 * POST /api/customers/reset-password (step 2 of the reset wizard). The new password is checked first (the
 * domain rule: at least 6 characters), so a typo costs no attempt of the code. Then the code is checked and
 * consumed (one conditional update: of two requests racing with the right code, one wins), the new hash is
 * stored, and every session of the customer ends: whoever knew the old password is signed out too.
 */
@injectable()
export class ResetPassword {
  private readonly checker: ResetCodeCheck;

  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(RESET_CODE_STORE) private readonly codes: ResetCodeStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {
    this.checker = new ResetCodeCheck(customers, codes, hasher, clock);
  }

  /**
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS (RESET_CODE_CHECKS_MAX_PER_CLIENT)
   * @throws ValidationError VALIDATION_FAILED (fields.email, fields.newPassword)
   * @throws ValidationError RESET_CODE_INVALID (wrong, expired, used, replaced, exhausted, or no account)
   */
  async execute(input: ResetPasswordInput): Promise<{ message: string }> {
    const errors = collectErrors({ email: validateEmail(input.email), newPassword: validatePasswordLength(input.newPassword) });
    if (Object.keys(errors).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
    await countClientCall(this.limiter, 'reset-code-check', input.clientIp, RESET_CODE_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS);

    const { customer, codeHash } = await this.checker.check(input.email, input.resetCode);
    const passwordHash = await this.hasher.hash(input.newPassword);
    const now = this.clock.now();
    if (!(await this.codes.consume(customer.id, codeHash, now))) throw resetCodeInvalid();
    if (!(await this.customers.updatePasswordHash(customer.id, passwordHash, now))) throw resetCodeInvalid();
    // The other codes mailed for this account must not open it again.
    await this.codes.retireAll(customer.id, now);
    await this.sessions.revokeAllFor('customer', customer.id);
    return { message: MESSAGES.PASSWORD_RESET_DONE };
  }
}
