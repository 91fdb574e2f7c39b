import { inject, injectable } from 'inversify';
import { normalizeName } from '../../domain/validation/name';
import { normalizeTaiwanPhone } from '../../domain/validation/phone';
import { CLOCK, type Clock } from '../shared/clock.port';
import { takenError } from './account-errors';
import type { CustomerAuthResult } from './auth-result';
import { accountEmailOf } from './customer';
import { CUSTOMER_STORE, type CustomerStore } from './customer-store.port';
import { countClientCall, HOUR_MS, REGISTER_MAX_PER_CLIENT } from './client-limits';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter.port';
import { SESSION_STORE, type SessionStore } from './session-store.port';

export interface RegisterCustomerInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** The caller's IP (ctx.ip), for the per-client limit. */
  clientIp: string;
}

/**
 * POST /api/customers/register: a new account, signed in at once (a 1-day session). The fields were checked
 * by the domain register rules at the edge; here they are normalised (trimmed name, lower-cased email, phone
 * digits) and the database's UNIQUE indexes decide duplicates, even between racing requests.
 */
@injectable()
export class RegisterCustomer {
  constructor(
    @inject(CUSTOMER_STORE) private readonly customers: CustomerStore,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /** @throws TooManyRequestsError TOO_MANY_ATTEMPTS (REGISTER_MAX_PER_CLIENT); ConflictError EMAIL_TAKEN, PHONE_TAKEN */
  async execute(input: RegisterCustomerInput): Promise<CustomerAuthResult> {
    await countClientCall(this.limiter, 'register', input.clientIp, REGISTER_MAX_PER_CLIENT, HOUR_MS);
    const email = accountEmailOf(input.email);
    const phone = normalizeTaiwanPhone(input.phone);
    // Checked before the (deliberately slow) hash, so a duplicate answers quickly; the insert re-checks.
    if (await this.customers.findByEmail(email)) throw takenError('email_taken');
    if (await this.customers.findByPhone(phone)) throw takenError('phone_taken');
    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.customers.create({ name: normalizeName(input.name), email, phone, passwordHash, now: this.clock.now() });
    if (typeof created === 'string') throw takenError(created);
    const session = await this.sessions.issue({ kind: 'customer', subjectId: created.id, remember: false });
    return { token: session.token, expiresAt: session.expiresAt, user: created };
  }
}
