import type { Customer } from './customer';

/** What register-customer hands the store: email already lower-cased, phone already digits only. */
export interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  now: Date;
}

export interface CustomerProfile {
  name: string;
  email: string;
  phone: string;
}

/**
 * The customers table (implemented by adapters/persistence/accounts/knex-customer-store.ts and, for unit
 * tests, InMemoryCustomerStore). Lookups take an email lower-cased and a phone as digits (the caller
 * normalises). The UNIQUE indexes decide races: create and updateProfile report which one refused.
 */
export interface CustomerStore {
  /** 'email_taken' / 'phone_taken': another customer has it (checked by the database, race-free). */
  create(customer: NewCustomer): Promise<Customer | 'email_taken' | 'phone_taken'>;
  findById(id: number): Promise<Customer | undefined>;
  findByEmail(email: string): Promise<Customer | undefined>;
  findByPhone(phone: string): Promise<Customer | undefined>;
  /** undefined: no such customer. */
  updateProfile(id: number, profile: CustomerProfile, now: Date): Promise<Customer | 'email_taken' | 'phone_taken' | undefined>;
  /** false: no such customer. */
  updatePasswordHash(id: number, passwordHash: string, now: Date): Promise<boolean>;
  /** The customer with this (lower-cased) email and the stored hash, for a login or a password check. */
  findPasswordHash(email: string): Promise<{ customer: Customer; passwordHash: string } | undefined>;
}

export const CUSTOMER_STORE = Symbol.for('CustomerStore');
