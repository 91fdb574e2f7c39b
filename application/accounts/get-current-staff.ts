import { inject, injectable } from 'inversify';
import { unauthorized } from './account-errors';
import type { StaffUser } from './customer';
import { SESSION_STORE, type SessionStore } from './session-store.port';
import { STAFF_STORE, type StaffStore } from './staff-store.port';

/** GET /api/auth/me, and what requireStaff asks for every bearer token. */
@injectable()
export class GetCurrentStaff {
  constructor(
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(STAFF_STORE) private readonly staff: StaffStore,
  ) {}

  async find(token: string): Promise<StaffUser | undefined> {
    const session = await this.sessions.authenticate(token, 'staff');
    return session ? this.staff.findById(session.subjectId) : undefined;
  }

  /** @throws UnauthorizedError UNAUTHORIZED */
  async execute(token: string): Promise<StaffUser> {
    const staff = await this.find(token);
    if (!staff) throw unauthorized();
    return staff;
  }
}
