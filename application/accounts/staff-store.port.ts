import type { StaffUser } from './customer';

/** The staff_users table (adapters/persistence/accounts/knex-staff-store.ts; InMemoryStaffStore for tests). */
export interface StaffStore {
  /** 'email_taken': the UNIQUE index refused it. email lower-cased by the caller. */
  create(staff: { name: string; email: string; passwordHash: string; now: Date }): Promise<StaffUser | 'email_taken'>;
  findById(id: number): Promise<StaffUser | undefined>;
  findPasswordHash(email: string): Promise<{ staff: StaffUser; passwordHash: string } | undefined>;
}

export const STAFF_STORE = Symbol.for('StaffStore');
