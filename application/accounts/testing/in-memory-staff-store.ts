import type { StaffUser } from '../customer';
import type { StaffStore } from '../staff-store.port';

/** A StaffStore in memory for the use-case tests. */
export class InMemoryStaffStore implements StaffStore {
  readonly rows = new Map<number, StaffUser & { passwordHash: string }>();
  private nextId = 1;

  async create(staff: { name: string; email: string; passwordHash: string }): Promise<StaffUser | 'email_taken'> {
    if ([...this.rows.values()].some((row) => row.email === staff.email)) return 'email_taken';
    const id = this.nextId++;
    this.rows.set(id, { id, name: staff.name, email: staff.email, passwordHash: staff.passwordHash });
    return { id, name: staff.name, email: staff.email };
  }

  async findById(id: number): Promise<StaffUser | undefined> {
    const row = this.rows.get(id);
    return row ? { id: row.id, name: row.name, email: row.email } : undefined;
  }

  async findPasswordHash(email: string): Promise<{ staff: StaffUser; passwordHash: string } | undefined> {
    const row = [...this.rows.values()].find((candidate) => candidate.email === email);
    return row ? { staff: { id: row.id, name: row.name, email: row.email }, passwordHash: row.passwordHash } : undefined;
  }
}
