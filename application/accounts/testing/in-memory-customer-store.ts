import type { Customer } from '../customer';
import type { CustomerProfile, CustomerStore, NewCustomer } from '../customer-store.port';

/** A CustomerStore in memory for the use-case tests; duplicates are refused like the UNIQUE indexes do. */
export class InMemoryCustomerStore implements CustomerStore {
  readonly rows = new Map<number, Customer & { passwordHash: string }>();
  private nextId = 1;

  async create(customer: NewCustomer): Promise<Customer | 'email_taken' | 'phone_taken'> {
    const taken = this.takenBy(customer.email, customer.phone);
    if (taken) return taken;
    const id = this.nextId++;
    this.rows.set(id, { id, name: customer.name, email: customer.email, phone: customer.phone, passwordHash: customer.passwordHash });
    return { id, name: customer.name, email: customer.email, phone: customer.phone };
  }

  async findById(id: number): Promise<Customer | undefined> {
    return this.view(this.rows.get(id));
  }

  async findByEmail(email: string): Promise<Customer | undefined> {
    return this.view([...this.rows.values()].find((row) => row.email === email));
  }

  async findByPhone(phone: string): Promise<Customer | undefined> {
    return this.view([...this.rows.values()].find((row) => row.phone === phone));
  }

  async updateProfile(id: number, profile: CustomerProfile): Promise<Customer | 'email_taken' | 'phone_taken' | undefined> {
    // Like KnexCustomerStore: the unique email and phone are checked first, then the row (port contract).
    const taken = this.takenBy(profile.email, profile.phone, id);
    if (taken) return taken;
    const row = this.rows.get(id);
    if (!row) return undefined;
    Object.assign(row, profile);
    return this.view(row);
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    row.passwordHash = passwordHash;
    return true;
  }

  async findPasswordHash(email: string): Promise<{ customer: Customer; passwordHash: string } | undefined> {
    const row = [...this.rows.values()].find((candidate) => candidate.email === email);
    return row ? { customer: this.view(row)!, passwordHash: row.passwordHash } : undefined;
  }

  private takenBy(email: string, phone: string, exceptId?: number): 'email_taken' | 'phone_taken' | undefined {
    const others = [...this.rows.values()].filter((row) => row.id !== exceptId);
    if (others.some((row) => row.email === email)) return 'email_taken';
    if (others.some((row) => row.phone === phone)) return 'phone_taken';
    return undefined;
  }

  private view(row: (Customer & { passwordHash: string }) | undefined): Customer | undefined {
    return row ? { id: row.id, name: row.name, email: row.email, phone: row.phone } : undefined;
  }
}
