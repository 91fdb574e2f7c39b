import { SAVED_PHONE_KEY } from '../cart/cart-storage';
import type { Customer } from './session-slice';

/**
 * The customer session's keys in localStorage (spec 1 §3; docs/accounts-contract.md 'Storefront'):
 * customerToken, currentUser (JSON Customer), cachedUser ({ user, cachedAt }), rememberMe ('true'|'false')
 * and userPhone (the shopper phone the shared cart uses: a signed-in customer's own phone).
 * Storage may be blocked or hold junk: a failed read is "nothing stored", a failed write only a warning.
 */
export const SESSION_KEYS = {
  token: 'customerToken',
  currentUser: 'currentUser',
  cachedUser: 'cachedUser',
  rememberMe: 'rememberMe',
  userPhone: SAVED_PHONE_KEY,
} as const;

export interface CachedUser {
  user: Customer;
  cachedAt: number;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key}`, error);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's `user` ({ id, name, email, phone }) as a Customer, or null when it is not one. */
export function toCustomer(value: unknown): Customer | null {
  if (!isRecord(value)) return null;
  const { id, name, email, phone } = value;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string' || typeof email !== 'string') return null;
  return { id: Number(id), name, email, phone: typeof phone === 'string' ? phone : '' };
}

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export const readCustomerToken = () => read(SESSION_KEYS.token) || null;
export const readCurrentUser = (): Customer | null => toCustomer(parse(read(SESSION_KEYS.currentUser)));

export function readCachedUser(): CachedUser | null {
  const value = parse(read(SESSION_KEYS.cachedUser));
  if (!isRecord(value) || typeof value.cachedAt !== 'number') return null;
  const user = toCustomer(value.user);
  return user ? { user, cachedAt: value.cachedAt } : null;
}

/** The customer as the session knows it now: currentUser, a fresh cachedUser and the cart's userPhone. */
export function writeCustomer(customer: Customer, now: number): void {
  write(SESSION_KEYS.currentUser, JSON.stringify(customer));
  write(SESSION_KEYS.cachedUser, JSON.stringify({ user: customer, cachedAt: now } satisfies CachedUser));
  if (customer.phone) write(SESSION_KEYS.userPhone, customer.phone);
}

export function writeLogin(token: string, customer: Customer, now: number): void {
  write(SESSION_KEYS.token, token);
  writeCustomer(customer, now);
}

export function writeRememberMe(rememberMe: boolean): void {
  write(SESSION_KEYS.rememberMe, String(rememberMe));
}

/** Logout: every key of the customer session goes, userPhone included (it was the customer's phone). */
export function clearSession(): void {
  Object.values(SESSION_KEYS).forEach((key) => write(key, null));
}
