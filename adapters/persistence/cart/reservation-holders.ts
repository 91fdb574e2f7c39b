import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { ReserveRequest } from '../../../application/cart/cart-store.port';
import { cartRefOf } from '../../../application/cart/cart-ref';
import { HOLD_AWAITS_CHECKOUT } from '../../../domain/cart/hold-rules';
import { whereHold } from '../outlet/hold-sql';
import { isLockConflict } from '../write-transaction';

/**
 * The hold cap's side of a reservation (issue 9): who holds (a cart, a client IP), their rows of
 * reservation_holders that MySQL locks so that racing reservations of one phone or one client count each
 * other's holds, and the count of their holds.
 */

export interface HoldCount {
  count: number;
  /** epoch ms of the earliest expiry among them; null when none */
  firstExpiry: number | null;
}

export const NO_HOLDS: HoldCount = { count: 0, firstExpiry: null };

/**
 * outlet_reservations.client_key: the first 32 hex digits of SHA-256 of the IP, so that the table does not
 * keep raw addresses (migration 20261127_0201). Enough to count one client's holds; no secret, so not a
 * protection against someone who can read the table and try every IPv4 address.
 */
export function clientKeyOf(clientIp: string): string {
  const known = clientKeys.get(clientIp);
  if (known !== undefined) return known;
  const key = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  // A pure function of the address, asked on every add: a hot item's shoppers behind one carrier address made
  // its hash 2-3% of a server's CPU (docs/decisions.md section 39). Bounded: emptied when full.
  if (clientKeys.size >= CLIENT_KEYS_KEPT) clientKeys.clear();
  clientKeys.set(clientIp, key);
  return key;
}

const CLIENT_KEYS_KEPT = 10_000;
const clientKeys = new Map<string, string>();

/**
 * The reservation_holders rows of a reservation: its cart's and, with a client IP, its client's. An account cart
 * keeps its old key (phone:...); a guest cart's is a hash of phone and key hash, to fit 48 characters. Each row
 * carries `held` (migration 20261202_2901, hold-counters.ts), the counter the hot path decides on; the slow path
 * locks the rows (MySQL) and sets the counter back to the truth.
 */
export function holderKeysOf(request: ReserveRequest): string[] {
  const { phone, keyHash } = cartRefOf(request);
  const keys = [cartHolderKey(phone, keyHash)];
  if (request.clientIp !== undefined) keys.push(clientHolderKey(clientKeyOf(request.clientIp)));
  return keys;
}

/** The holder key of a cart (its phone and key hash, '' for the account cart). */
export function cartHolderKey(phone: string, keyHash: string): string {
  return keyHash === '' ? `phone:${phone}` : `cart:${createHash('sha256').update(`${phone}:${keyHash}`).digest('hex').slice(0, 32)}`;
}

/** The holder key of a client, from its client_key (clientKeyOf). */
export function clientHolderKey(clientKey: string): string {
  return `client:${clientKey}`;
}

/** The active, unconfirmed holds (what the cap limits) matching `where`, and when the first lapses. */
export async function unpaidHolds(trx: Knex, where: Record<string, string>, now: Date): Promise<HoldCount> {
  const row = await whereHold(trx('outlet_reservations').where(where), HOLD_AWAITS_CHECKOUT, now)
    .count({ count: '*' }).min({ first_expiry: 'expires_at' }).first();
  const first = (row as { first_expiry?: Date | string | null } | undefined)?.first_expiry;
  return { count: Number((row as { count?: number | string } | undefined)?.count ?? 0), firstExpiry: first ? new Date(first).getTime() : null };
}

/**
 * Outside the transaction (autocommit): the rows exist before anyone locks them. A plain read first, so the
 * usual case writes nothing; an insert that meets a row locked by a reserver (a deadlock report, since
 * INSERT IGNORE waits for a shared lock on the duplicate) means the row exists, which is all we need.
 */
export async function ensureHolderRows(knex: Knex, keys: string[]): Promise<void> {
  const existing: string[] = await knex('reservation_holders').whereIn('holder_key', keys).pluck('holder_key');
  for (const holder_key of keys.filter((key) => !existing.includes(key))) {
    try {
      await knex('reservation_holders').insert({ holder_key }).onConflict('holder_key').ignore();
    } catch (error) {
      if (!isLockConflict(error)) throw error;
    }
  }
}

/** MySQL: one locking read of the phone's and the client's rows, in key order (no cycles between reservers). */
export async function lockHolders(trx: Knex.Transaction, keys: string[]): Promise<void> {
  await trx('reservation_holders').select('holder_key').whereIn('holder_key', keys).orderBy('holder_key').forUpdate();
}
