/**
 * One-way password hashing (adapters/security/scrypt-password-hasher.ts: scrypt N=2^15, r=8, p=1, stored as
 * `scrypt$N$r$p$salt$hash`). verify() is constant-time in the hash comparison and answers false, never
 * throws, for a stored value it cannot read.
 */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(plain: string, stored: string): Promise<boolean>;
}

export const PASSWORD_HASHER = Symbol.for('PasswordHasher');
