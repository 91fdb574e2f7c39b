import type { Knex } from 'knex';
import type { Customer } from '../../../application/accounts/customer';
import type { CustomerProfile, CustomerStore, NewCustomer } from '../../../application/accounts/customer-store.port';
import { isUniqueViolation } from '../write-transaction';

interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
}

const CUSTOMER_COLUMNS = ['id', 'name', 'email', 'phone'] as const;

function toCustomer(row: Pick<CustomerRow, 'id' | 'name' | 'email' | 'phone'>): Customer {
  return { id: Number(row.id), name: row.name, email: row.email, phone: row.phone };
}

/**
 * Table customers (migration 0008) on SQLite or MySQL. The UNIQUE indexes on email and phone decide races;
 * which one refused is then read back (email first, like the answer to a plain duplicate).
 */
export class KnexCustomerStore implements CustomerStore {
  constructor(private readonly knex: Knex) {}

  async create(customer: NewCustomer): Promise<Customer | 'email_taken' | 'phone_taken'> {
    const taken = await this.takenBy(customer.email, customer.phone);
    if (taken) return taken;
    try {
      const [id] = await this.knex('customers').insert({
        name: customer.name, email: customer.email, phone: customer.phone, password_hash: customer.passwordHash,
        created_at: customer.now, updated_at: customer.now,
      });
      return { id: Number(id), name: customer.name, email: customer.email, phone: customer.phone };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.takenBy(customer.email, customer.phone)) ?? 'email_taken';
    }
  }

  async findById(id: number): Promise<Customer | undefined> {
    const row = await this.knex('customers').where('id', id).first(...CUSTOMER_COLUMNS);
    return row ? toCustomer(row) : undefined;
  }

  async findByEmail(email: string): Promise<Customer | undefined> {
    const row = await this.knex('customers').where('email', email).first(...CUSTOMER_COLUMNS);
    return row ? toCustomer(row) : undefined;
  }

  async findByPhone(phone: string): Promise<Customer | undefined> {
    const row = await this.knex('customers').where('phone', phone).first(...CUSTOMER_COLUMNS);
    return row ? toCustomer(row) : undefined;
  }

  async updateProfile(id: number, profile: CustomerProfile, now: Date): Promise<Customer | 'email_taken' | 'phone_taken' | undefined> {
    const taken = await this.takenBy(profile.email, profile.phone, id);
    if (taken) return taken;
    try {
      const updated = await this.knex('customers').where('id', id).update({ name: profile.name, email: profile.email, phone: profile.phone, updated_at: now });
      return updated > 0 ? { id, ...profile } : undefined;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.takenBy(profile.email, profile.phone, id)) ?? 'email_taken';
    }
  }

  async updatePasswordHash(id: number, passwordHash: string, now: Date): Promise<boolean> {
    return (await this.knex('customers').where('id', id).update({ password_hash: passwordHash, updated_at: now })) > 0;
  }

  async findPasswordHash(email: string): Promise<{ customer: Customer; passwordHash: string } | undefined> {
    const row: CustomerRow | undefined = await this.knex('customers').where('email', email).first(...CUSTOMER_COLUMNS, 'password_hash');
    return row ? { customer: toCustomer(row), passwordHash: row.password_hash } : undefined;
  }

  /** Which of email and phone another customer (not exceptId) already has. */
  private async takenBy(email: string, phone: string, exceptId?: number): Promise<'email_taken' | 'phone_taken' | undefined> {
    const others = () => (exceptId === undefined ? this.knex('customers') : this.knex('customers').whereNot('id', exceptId));
    if (await others().where('email', email).first('id')) return 'email_taken';
    if (await others().where('phone', phone).first('id')) return 'phone_taken';
    return undefined;
  }
}
