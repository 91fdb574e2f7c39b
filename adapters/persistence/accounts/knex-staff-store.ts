import type { Knex } from 'knex';
import type { StaffUser } from '../../../application/accounts/customer';
import type { StaffStore } from '../../../application/accounts/staff-store.port';
import { isUniqueViolation } from '../write-transaction';

interface StaffRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
}

function toStaff(row: Pick<StaffRow, 'id' | 'name' | 'email'>): StaffUser {
  return { id: Number(row.id), name: row.name, email: row.email };
}

/** Table staff_users (migration 0008): the UNIQUE index on email decides a race between two registrations. */
export class KnexStaffStore implements StaffStore {
  constructor(private readonly knex: Knex) {}

  async create(staff: { name: string; email: string; passwordHash: string; now: Date }): Promise<StaffUser | 'email_taken'> {
    try {
      const [id] = await this.knex('staff_users').insert({ name: staff.name, email: staff.email, password_hash: staff.passwordHash, created_at: staff.now });
      return { id: Number(id), name: staff.name, email: staff.email };
    } catch (error) {
      if (isUniqueViolation(error)) return 'email_taken';
      throw error;
    }
  }

  async findById(id: number): Promise<StaffUser | undefined> {
    const row = await this.knex('staff_users').where('id', id).first('id', 'name', 'email');
    return row ? toStaff(row) : undefined;
  }

  async findPasswordHash(email: string): Promise<{ staff: StaffUser; passwordHash: string } | undefined> {
    const row: StaffRow | undefined = await this.knex('staff_users').where('email', email).first('id', 'name', 'email', 'password_hash');
    return row ? { staff: toStaff(row), passwordHash: row.password_hash } : undefined;
  }
}
