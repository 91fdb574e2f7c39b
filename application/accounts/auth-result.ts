import type { Customer, StaffUser } from './customer';

/** What register and login answer: the bearer token and the account (`{ token, user }` in the API). */
export interface CustomerAuthResult {
  token: string;
  expiresAt: Date;
  user: Customer;
}

export interface StaffAuthResult {
  token: string;
  expiresAt: Date;
  user: StaffUser;
}
