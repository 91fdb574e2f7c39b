import { inject, injectable } from 'inversify';
import { validateResetRequest } from '../../domain/validation/forgot-password';
import { MESSAGES } from '../../domain/validation/messages';
import { ValidationError } from '../errors';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { admitAttempt } from '../shared/limit-attempt';
import { tooManyAttempts } from './account-errors';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import {
  lookupEmail, passwordResetMail, RESET_CODE_TTL_MS, RESET_MAX_LIVE_CODES, RESET_REQUEST_WINDOW_MS, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT,
} from './password-reset';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { RESET_CODE_GENERATOR, RESET_CODE_STORE, type ResetCodeGenerator, type ResetCodeStore } from './reset-code-store.port';

export interface RequestPasswordResetInput {
  email: string;
  /** The caller's IP address (the HTTP edge's ctx.ip), for the per-client limit. */
  clientIp: string;
}

/**
 * POST /api/customers/forgot-password (spec 1, sections 2 and 4 "Reset wizard"; docs/accounts-contract.md).
 * The answer is the same text whether or not the address has an account, and the work is the same too: a
 * code is drawn and hashed (scrypt, the expensive part) in both cases; only for an account is it stored,
 * beside the codes already mailed (they stay valid: up to RESET_MAX_LIVE_CODES live at once), and mailed.
 * The mailer accepts the mail without waiting for an SMTP server (mailer.port.ts), so the mail server's
 * speed does not show either. Limited per address from one client IP (3 per 15 minutes) and per client IP
 * (20): the 429 comes alike for any address, and requests from other IPs never refuse the owner.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(RESET_CODE_STORE) private readonly codes: ResetCodeStore,
    @inject(RESET_CODE_GENERATOR) private readonly generator: ResetCodeGenerator,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * @throws ValidationError VALIDATION_FAILED (fields.email) for a missing or malformed address
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS
   */
  async execute(input: RequestPasswordResetInput): Promise<{ message: string }> {
    const errors = validateResetRequest({ email: input.email });
    if (Object.keys(errors).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
    const email = lookupEmail(input.email);

    // Both counters move on every request, before any work (application/shared/limit-attempt.ts), so neither
    // limit can be dodged by tripping the other first, and a burst gets no more hashes than the limit.
    await admitAttempt(this.limiter, [
      { key: `forgot-password:email-ip:${input.clientIp}:${email}`, limit: RESET_REQUESTS_PER_ADDRESS, windowMs: RESET_REQUEST_WINDOW_MS },
      { key: `forgot-password:ip:${input.clientIp}`, limit: RESET_REQUESTS_PER_CLIENT, windowMs: RESET_REQUEST_WINDOW_MS },
    ], tooManyAttempts);

    const customer = await this.customers.findByEmail(email);
    const code = this.generator.issue();
    const codeHash = await this.hasher.hash(code);
    if (customer) {
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
      const added = await this.codes.add({ customerId: customer.id, codeHash, expiresAt, now }, RESET_MAX_LIVE_CODES);
      if (added) await this.mailer.send(passwordResetMail({ to: customer.email, name: customer.name, code, expiresAt }));
    }
    return { message: MESSAGES.PASSWORD_RESET_REQUESTED };
  }
}
