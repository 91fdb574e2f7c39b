/**
 * Password reset codes (docs/accounts-contract.md, "Mail"; spec 1, sections 2 /forgot-password and 4 "Reset
 * wizard"): stored only as a hash (PASSWORD_HASHER), valid 15 minutes, 5 attempts, one use. A new request
 * adds a code beside the live ones (up to a maximum), so a code already mailed stays valid (issue 9). Table
 * password_reset_codes (adapters/persistence/accounts/knex-reset-code-store.ts; InMemoryResetCodeStore for
 * unit tests). A code is named by its customer and its hash (salted, so unique in practice).
 *
 * Every change is one conditional statement on the code's row, so two servers racing on one code cannot both
 * win, and a code used or expired meanwhile is never charged or consumed.
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
  /**
   * Saves a new code (attempts 0, unused) beside the customer's others, unless maxLive codes are already live
   * (unused, unexpired) at code.now: false, nothing stored. Two racing requests may both pass the count (one
   * over maxLive at worst); the request limits bound that.
   */
  add(code: NewResetCode, maxLive: number): Promise<boolean>;
  /** The customer's newest code, whatever its state. */
  find(customerId: number): Promise<ResetCodeRecord | undefined>;
  /** The customer's live codes at now (unused, expiring after now), oldest first. */
  findLive(customerId: number, now: Date): Promise<ResetCodeRecord[]>;
  /** Marks every unused code of the customer used (after a reset: the other mailed codes must not work). */
  retireAll(customerId: number, now: Date): Promise<void>;
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
