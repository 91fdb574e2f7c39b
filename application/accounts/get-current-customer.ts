import { inject, injectable } from 'inversify';
import { unauthorized } from './account-errors';
import type { Customer } from './customer';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';

/** GET /api/customers/me, and what requireCustomer / optionalCustomer ask for every bearer token. */
@injectable()
export class GetCurrentCustomer {
  constructor(
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
  ) {}

  /** undefined: no live customer session for this token (unknown, expired, revoked, a staff token...). */
  async find(token: string): Promise<Customer | undefined> {
    const session = await this.sessions.authenticate(token, 'customer');
    return session ? this.customers.findById(session.subjectId) : undefined;
  }

  /** @throws UnauthorizedError UNAUTHORIZED */
  async execute(token: string): Promise<Customer> {
    const customer = await this.find(token);
    if (!customer) throw unauthorized();
    return customer;
  }
}
