import type { CartLine } from '../../domain/cart/cart-line';
import type { HoldCap } from '../../domain/cart/reserve-decision';
import type { MarketplaceAddDecision } from '../../domain/marketplace/cart-line-rules';
import { ProviderUnavailableError } from '../errors';
import type { CartName } from './cart-ref';

/**
 * The server-side cart and the outlet reservations behind it. Implemented by adapters/persistence
 * (KnexCartStore) and, for unit tests, by InMemoryCartStore.
 *
 * Atomicity lives behind this port: reserveOutletLine is ONE method so that its implementation decides atomically
 * (the database adapter: one conditional UPDATE of counters, or "lock the item, count active holds, decide,
 * insert" in one transaction; docs/decisions.md section 34). A use case never reads availability and then writes
 * (the oversell of tooling.md, section 5).
 */
export type ReserveOutcome =
  /**
   * line and count: the line as listLines would show it and the cart's line count, when the store knows them
   * without reading again (the hot path read the item before deciding: issue 29, no statement after the hold).
   */
  | { kind: 'reserved'; lineId: number; line?: CartLine; count?: number }
  | { kind: 'renewed'; lineId: number }
  | { kind: 'duplicate' }
  | { kind: 'sold_out' }
  | { kind: 'not_found' }
  /** The cart (scope 'phone': its phone and key) or the client already holds `cap` active unconfirmed units; retryAfterMs: until the first of them lapses. */
  | { kind: 'over_limit'; scope: 'phone' | 'client'; retryAfterMs: number };

export interface ReserveRequest {
  phone: string;
  /** The cart of the phone (cart-ref.ts): absent or '' for the account cart, else the browser's key hash. */
  keyHash?: string;
  itemId: number;
  now: Date;
  expiresAt: Date;
  /**
   * The client IP the hold is made from (recorded as a hash on the reservation, counted for cap.maxPerClient).
   * Absent: a hold nobody's client is charged for (the adapters' own tests).
   */
  clientIp?: string;
  /** The hold cap (domain/cart/reserve-decision.ts), counted and decided inside the reservation's transaction. Absent: none. */
  cap?: HoldCap;
  /**
   * A merge (issue 22): the key hash of the browser whose other carts may already hold this item. When a line
   * of this item in one of them (any phone, not the target cart) holds an active unconfirmed unit, that line
   * and its hold MOVE into the target cart (one unit, one hold; no cap counts it, since the unit was counted
   * when it was held); when the target already holds the item, the other cart's hold is released instead.
   */
  moveFromKeyHash?: string;
}

/** A marketplace (Shopee) line to add: the item, and its model when the product is sold by model. */
export interface MarketplaceLineRequest {
  phone: string;
  /** As ReserveRequest.keyHash. */
  keyHash?: string;
  itemId: number;
  /** The Shopee model id (the line's variant_id); null for a product without models. */
  modelId: number | null;
  now: Date;
}

export type MarketplaceAddOutcome =
  | { kind: 'added'; lineId: number }
  | { kind: Exclude<MarketplaceAddDecision, 'add'> }
  | { kind: 'duplicate' };

export type RemoveOutcome =
  | { kind: 'removed'; released: boolean }
  | { kind: 'not_found' }
  | { kind: 'confirmed' };

/**
 * Every method names one cart (cart-ref.ts): a phone and the key hash of the browser that made it ('' for the
 * phone's account cart). Carts of one phone made by different browsers never see or change each other's lines.
 */
export interface CartStore {
  /** Reserves one unit of an outlet item for the request's cart and adds (or renews) its cart line, atomically. */
  reserveOutletLine(request: ReserveRequest): Promise<ReserveOutcome>;
  /**
   * Adds a marketplace line (issue 11), atomically: in one transaction the synced product and model are read
   * and decided on (domain/marketplace/cart-line-rules.ts decideMarketplaceAdd: unknown, model required or
   * unknown, sold out), then the line is inserted with a snapshot of what it showed (title, model name,
   * original price, picture). No unit is held and no hold cap counts it: the spec reserves outlet items only.
   * The same item and model twice in one cart is 'duplicate' (the identity's UNIQUE index decides a race).
   */
  addMarketplaceLine(request: MarketplaceLineRequest): Promise<MarketplaceAddOutcome>;
  /**
   * The cart's lines, id ascending: each outlet line with its reservation, each marketplace line priced from
   * the synced rows (discount_price = floor(0.9 x price)) with its availability; a marketplace line whose
   * product or model vanished still comes back, from its snapshot, as 'unavailable'.
   */
  listLines(cart: CartName): Promise<CartLine[]>;
  findLine(cart: CartName, lineId: number): Promise<CartLine | undefined>;
  countLines(cart: CartName): Promise<number>;
  /** Removes an unconfirmed line of this cart, releasing its reservation; refuses a confirmed one. */
  removeLine(cart: CartName, lineId: number, now: Date): Promise<RemoveOutcome>;
  /** Removes every unconfirmed line of the cart (releasing), keeps the confirmed ones. */
  clearUnconfirmed(cart: CartName, now: Date): Promise<{ removedCount: number; keptConfirmedCount: number }>;
  /** Releases the cart's active unconfirmed hold on an item and removes its unconfirmed line; true if a unit was freed. */
  releaseOutletItem(cart: CartName, itemId: number, now: Date): Promise<boolean>;
  /** Marks expired unconfirmed holds released ('expired') at their expiry; returns how many. Idempotent. */
  sweepExpired(now: Date): Promise<number>;
  /** Raw rows for GET /api/cart/debug (only served when CART_DEBUG=true). */
  debugSnapshot(cart: CartName): Promise<{ lines: unknown[]; reservations: unknown[] }>;
}

export const CART_STORE = Symbol.for('CartStore');

/** Why a store gives up after its bounded retries on lock contention: 503 TRY_AGAIN, nothing changed. */
export function tryAgainError(): ProviderUnavailableError {
  return new ProviderUnavailableError('TRY_AGAIN', 'TRY_AGAIN');
}

/** The released_reason values written to outlet_reservations. */
export type ReleaseReason = 'removed' | 'released' | 'expired' | 'cleared';
