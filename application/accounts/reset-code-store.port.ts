/**
 * Password reset codes (docs/accounts-contract.md, "Mail"; spec 1, sections 2 /forgot-password and 4 "Reset
 * wizard"): at most one code per customer, stored only as a hash (PASSWORD_HASHER), valid 15 minutes, 5
 * attempts, one use; a new request replaces the old code. Table password_resets
 * (adapters/persistence/accounts/knex-reset-code-store.ts; InMemoryResetCodeStore for unit tests).
 *
 * Every change is one conditional statement on the customer's row, and those that belong to a code name its
 * hash, so two servers racing on one code cannot both win, and a code replaced meanwhile is never charged or
 * consumed by a request about the old one.
 */
export interface ResetCodeRecord {
  customerId: number;
  codeHash: string;
  expiresAt: Date;
  /** Attempts taken so far (claimAttempt), right ones given back on verify. */
  attempts: number;
  usedAt: Date | null;
  createdAt: Date;
}

export interface NewResetCode {
  customerId: number;
  codeHash: string;
  expiresAt: Date;
  now: Date;
}

export interface ResetCodeStore {
  /** Saves the customer's new code (attempts 0, unused), replacing any earlier one, whatever its state. */
  replace(code: NewResetCode): Promise<void>;
  find(customerId: number): Promise<ResetCodeRecord | undefined>;
  /**
   * Takes one attempt from the customer's code with this hash, if it is live at `now` (unused, expires_at
   * after now) and fewer than maxAttempts were taken. false: nothing was taken (the code is spent or gone).
   * Taking before checking bounds the guesses even when they arrive all at once.
   */
  claimAttempt(customerId: number, codeHash: string, now: Date, maxAttempts: number): Promise<boolean>;
  /** Gives back one attempt taken by claimAttempt (the guess was right and the code stays usable). */
  releaseAttempt(customerId: number, codeHash: string): Promise<void>;
  /** Marks the code with this hash used if it is still unused and unexpired at now: true for exactly one caller. */
  consume(customerId: number, codeHash: string, now: Date): Promise<boolean>;
}

export const RESET_CODE_STORE = Symbol.for('ResetCodeStore');

/** The random part of a reset code: 6 decimal digits (adapters/security/reset-codes.ts, crypto.randomInt). */
export interface ResetCodeGenerator {
  /** Exactly 6 digits, leading zeros kept ('004217'). */
  issue(): string;
}

export const RESET_CODE_GENERATOR = Symbol.for('ResetCodeGenerator');
