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
 * The check shared by VerifyResetCode and ResetPassword. The guess is compared with each live code of the
 * customer (at most RESET_MAX_LIVE_CODES); an attempt is taken from a code before it is compared
 * (ResetCodeStore.claimAttempt), so even simultaneous guesses are bounded by 5 per code; a wrong guess keeps
 * them. Every refusal is the same RESET_CODE_INVALID, and the paths without a stored hash verify against a
 * decoy hash so that they take as long as a real comparison.
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
    const now = this.clock.now();
    const live = customer ? await this.codes.findLive(customer.id, now) : [];
    let compared = false;
    for (const stored of live) {
      if (!customer || !(await this.codes.claimAttempt(customer.id, stored.codeHash, now, RESET_CODE_MAX_ATTEMPTS))) continue;
      compared = true;
      if (await this.hasher.verify(code, stored.codeHash)) return { customer, codeHash: stored.codeHash };
    }
    if (!compared) await this.decoy.verify(code);
    throw resetCodeInvalid();
  }
}
