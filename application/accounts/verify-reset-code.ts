import { inject, injectable } from 'inversify';
import { validateEmail } from '../../domain/validation/email';
import { MESSAGES } from '../../domain/validation/messages';
import { ValidationError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { countClientCall, QUARTER_HOUR_MS, RESET_CODE_CHECKS_MAX_PER_CLIENT } from './client-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { ResetCodeCheck } from './reset-code-check';
import { RESET_CODE_STORE, type ResetCodeStore } from './reset-code-store.port';

export interface VerifyResetCodeInput {
  email: string;
  resetCode: string;
  /** The caller's IP (ctx.ip), for the per-client limit on code checks. */
  clientIp: string;
}

/**
 * POST /api/customers/verify-reset-code (step 1 of the reset wizard): says whether the code would be taken,
 * without using it up. A wrong guess counts as one of the code's 5 attempts; a right one does not.
 */
@injectable()
export class VerifyResetCode {
  private readonly checker: ResetCodeCheck;

  constructor(
    @inject(CUSTOMER_STORE) customers: CustomerStore,
    @inject(RESET_CODE_STORE) private readonly codes: ResetCodeStore,
    @inject(PASSWORD_HASHER) hasher: PasswordHasher,
    @inject(CLOCK) clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {
    this.checker = new ResetCodeCheck(customers, codes, hasher, clock);
  }

  /**
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS (RESET_CODE_CHECKS_MAX_PER_CLIENT)
   * @throws ValidationError VALIDATION_FAILED (fields.email) for a missing or malformed address
   * @throws ValidationError RESET_CODE_INVALID (wrong, expired, used, replaced, exhausted, or no account)
   */
  async execute(input: VerifyResetCodeInput): Promise<{ message: string }> {
    const emailError = validateEmail(input.email);
    if (emailError) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', { email: emailError });
    await countClientCall(this.limiter, 'reset-code-check', input.clientIp, RESET_CODE_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS);
    const checked = await this.checker.check(input.email, input.resetCode);
    await this.codes.releaseAttempt(checked.customer.id, checked.codeHash);
    return { message: MESSAGES.RESET_CODE_VERIFIED };
  }
}
