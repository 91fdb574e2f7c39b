/**
 * A shopper's account as the API shows it (`user` in docs/accounts-contract.md). email is lower-cased and
 * phone is digits only, exactly as stored.
 */
export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
}

/** A back-office account (`user` of the /api/auth routes). */
export interface StaffUser {
  id: number;
  name: string;
  email: string;
}

/**
 * The form an email has as an account key: trimmed (domain normalizeEmail) and lower-cased, so that
 * 'Amy@Example.com' and 'amy@example.com' are one account (stored, looked up and rate-limited this way).
 */
export function accountEmailOf(value: string): string {
  return value.trim().toLowerCase();
}
