import type { Clock } from '../shared/clock.port';
import type { Customer } from './customer';
import type { CustomerStore } from './customer-store.port';
import type { PasswordHasher } from './password-hasher.port';
import { DecoyHash, lookupEmail, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_PATTERN, resetCodeInvalid } from './password-reset';
import type { ResetCodeStore } from './reset-code-store.port';

/** A code that checked out: one attempt of it is held (give it back, or consume the code). */
export interface CheckedResetCode {
  customer: Customer;
  codeHash: string;
}

/**
 * The check shared by VerifyResetCode and ResetPassword. An attempt is taken from the code before the code
 * is compared (ResetCodeStore.claimAttempt), so even simultaneous guesses are bounded by 5; a wrong guess
 * keeps it. Every refusal is the same RESET_CODE_INVALID, and the paths without a stored hash verify against
 * a decoy hash so that they take as long as a real comparison.
 */
export class ResetCodeCheck {
  private readonly decoy: DecoyHash;

  constructor(
    private readonly customers: CustomerStore,
    private readonly codes: ResetCodeStore,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {
    this.decoy = new DecoyHash(hasher);
  }

  /** @throws ValidationError RESET_CODE_INVALID */
  async check(email: string, resetCode: string): Promise<CheckedResetCode> {
    const code = resetCode.trim();
    if (!RESET_CODE_PATTERN.test(code)) throw resetCodeInvalid();
    const customer = await this.customers.findByEmail(lookupEmail(email));
    const stored = customer ? await this.codes.find(customer.id) : undefined;
    const now = this.clock.now();
    if (!customer || !stored || !(await this.codes.claimAttempt(customer.id, stored.codeHash, now, RESET_CODE_MAX_ATTEMPTS))) {
      await this.decoy.verify(code);
      throw resetCodeInvalid();
    }
    if (!(await this.hasher.verify(code, stored.codeHash))) throw resetCodeInvalid();
    return { customer, codeHash: stored.codeHash };
  }
}
