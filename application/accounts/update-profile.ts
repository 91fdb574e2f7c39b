import { inject, injectable } from 'inversify';
import { fieldError } from '../../domain/validation/field-error';
import { normalizeName } from '../../domain/validation/name';
import { normalizeTaiwanPhone } from '../../domain/validation/phone';
import { ValidationError } from '../errors';
import { MAILER, type Mailer } from '../mail/mailer.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { takenError, unauthorized, wrongPassword } from './account-errors';
import { countClientCall, PASSWORD_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS } from './client-limits';
import { accountEmailOf, type Customer } from './customer';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { emailChangedMail } from './email-changed-mail';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  /** Needed only when the e-mail changes ('' or absent otherwise). */
  currentPassword?: string;
  /** The caller's IP (ctx.ip), for the per-client limit on password checks. */
  clientIp: string;
}

/**
 * PUT /api/customers/profile: name, email and phone (register rules, checked at the edge), normalised.
 * Changing the e-mail changes where password resets go, so a stolen token alone must not do it (issue 9):
 * it needs the current password (400 fields.currentPassword when missing, and when wrong: WRONG_PASSWORD, issue 28,
 * like PUT /api/customers/password), counted per client IP, and the old address is told by mail.
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /**
   * @throws ValidationError VALIDATION_FAILED or WRONG_PASSWORD (fields.currentPassword)
   * @throws TooManyRequestsError TOO_MANY_ATTEMPTS; ConflictError EMAIL_TAKEN, PHONE_TAKEN; UnauthorizedError when the account is gone
   */
  async execute(customerId: number, input: ProfileInput): Promise<Customer> {
    const profile = { name: normalizeName(input.name), email: accountEmailOf(input.email), phone: normalizeTaiwanPhone(input.phone) };
    const before = await this.customers.findById(customerId);
    if (!before) throw unauthorized();
    const emailChanges = before.email !== profile.email;
    if (emailChanges) await this.checkPassword(before, input);
    const updated = await this.customers.updateProfile(customerId, profile, this.clock.now());
    if (updated === undefined) throw unauthorized();
    if (typeof updated === 'string') throw takenError(updated);
    if (emailChanges) {
      await this.mailer.send(emailChangedMail({ to: before.email, name: updated.name, newEmail: updated.email, at: this.clock.now() }));
    }
    return updated;
  }

  private async checkPassword(customer: Customer, input: ProfileInput): Promise<void> {
    const currentPassword = input.currentPassword ?? '';
    if (currentPassword === '') {
      throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', { currentPassword: fieldError('CURRENT_PASSWORD_REQUIRED') });
    }
    await countClientCall(this.limiter, 'password-check', input.clientIp, PASSWORD_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS);
    const stored = await this.customers.findPasswordHash(customer.email);
    if (!stored || !(await this.hasher.verify(currentPassword, stored.passwordHash))) throw wrongPassword();
  }
}
