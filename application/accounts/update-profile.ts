import { inject, injectable } from 'inversify';
import { normalizeName } from '../../domain/validation/name';
import { normalizeTaiwanPhone } from '../../domain/validation/phone';
import { CLOCK, type Clock } from '../shared/clock.port';
import { takenError, unauthorized } from './account-errors';
import { accountEmailOf, type Customer } from './customer';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
}

/** PUT /api/customers/profile: name, email and phone (register rules, checked at the edge), normalised. */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** @throws ConflictError EMAIL_TAKEN, PHONE_TAKEN; UnauthorizedError when the account is gone */
  async execute(customerId: number, input: ProfileInput): Promise<Customer> {
    const profile = { name: normalizeName(input.name), email: accountEmailOf(input.email), phone: normalizeTaiwanPhone(input.phone) };
    const updated = await this.customers.updateProfile(customerId, profile, this.clock.now());
    if (updated === undefined) throw unauthorized();
    if (typeof updated === 'string') throw takenError(updated);
    return updated;
  }
}
