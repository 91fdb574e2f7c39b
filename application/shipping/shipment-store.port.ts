import type { EcpayShipment } from './logistics-gateway.port';
import type { Shipment, ShipmentEvent, ShipmentEventSource } from './shipment';
import type { ShipmentProgress } from '../../domain/orders/shipment-status';

/** The order facts a shipment is created from (read at creation time: the order may not change after payment). */
export interface ShipmentOrderFacts {
  orderId: string;
  status: string;
  paymentMethod: string;
  totalAmount: number;
  customerName: string;
  customerPhone: string;
  storeId: string;
  subType: string;
  /** The first item's title (ECPay's GoodsName), '' without items. */
  firstItemTitle: string;
  /** The first item's variant as sold (issue 22): its label ('黑色 / L') and its own SKU; null when it has none. */
  firstItemVariantName: string | null;
  firstItemVariantSku: string | null;
  itemCount: number;
}

/** A status code to record: a verified notification, the create answer, or a staff action. */
export interface ShipmentStatusInput {
  statusCode: number | null;
  message: string;
  source: ShipmentEventSource;
  occurredAt: Date;
  receivedAt: Date;
  /** Numbers the notification carried ('' or null: keep what we have). */
  logisticsId?: string | null;
  paymentNo?: string | null;
  validationNo?: string | null;
  /**
   * The domain's decision from the shipment's current progress (applyStatusCode, or a staff move), taken
   * under the shipment's row lock; attention: whether the code needs a person.
   */
  decide(current: ShipmentProgress): { progress: ShipmentProgress; attention: boolean | null };
}

export type RecordStatusOutcome =
  | { kind: 'not_found' }
  /** first: the event row was new (false: a repeated notification, nothing changed). */
  | { kind: 'recorded'; first: boolean; shipment: Shipment };

/** A shipment to list to staff: creation failed, or ECPay reported something a person must handle. */
export interface ShipmentNeedingAttention {
  shipment: Shipment;
  reason: 'creation_failed' | 'status_needs_attention';
}

/**
 * Shipments and their history (tables shipments, shipment_events; adapters/persistence/shipping/
 * knex-shipment-store.ts). Every write that decides is one conditional statement or one transaction under the
 * shipment's row lock, so several processes may run the creation job and receive notifications at once.
 */
export interface ShipmentStore {
  /**
   * Orders ready to ship with no shipment yet: a card order PAID, a store-payment (store_cod) order PENDING
   * (checkout is its confirmation: application/orders/confirm-order.ts writes nothing). Oldest first.
   */
  listReadyOrders(limit: number): Promise<string[]>;
  /** The order's facts for a shipment; undefined for an unknown order. */
  orderFacts(orderId: string): Promise<ShipmentOrderFacts | undefined>;
  /**
   * Inserts the order's shipment (status creating, due now) unless it has one: UNIQUE(order_id) decides a race.
   * @returns the order's shipment, new or existing.
   */
  ensureShipment(input: { orderId: string; merchantTradeNo: string; subType: string; now: Date }): Promise<Shipment>;
  /**
   * Claims up to `limit` due shipments (creating, next_attempt_at <= now, not claimed) for `claimMs`: each by a
   * conditional UPDATE (attempts + 1, claimed_until = now + claimMs) whose affected-row count says who won. A
   * claimer that dies leaves the row claimable again after claimMs.
   */
  claimDue(now: Date, claimMs: number, limit: number): Promise<Shipment[]>;
  /** Claims one shipment now whatever its next_attempt_at (staff: create now); null when not creating or claimed. */
  claimNow(shipmentId: number, now: Date, claimMs: number): Promise<Shipment | null>;
  /** Records ECPay's shipment: status created, its numbers; the claim ends. (The create answer's code goes through recordStatus.) */
  recordCreated(shipmentId: number, shipment: EcpayShipment, now: Date): Promise<Shipment>;
  /** A failed attempt (the claim ends): due again at retryAt, or failed for good (retryAt null). */
  recordFailure(shipmentId: number, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** failed -> creating, attempts 0, due now (staff retry); false when it was not failed. */
  reopen(shipmentId: number, now: Date): Promise<boolean>;
  /**
   * Records a status in the history (once per code and date: a repeat is `first: false` and changes nothing; a
   * staff event has no code and is recorded each time) and applies the domain's decision under the row lock to
   * the shipment as it is. The message shown changes only with the code shown; a decision's attention null keeps
   * the flag; numbers the input leaves out ('' or null) keep the shipment's.
   */
  recordStatus(merchantTradeNo: string, input: ShipmentStatusInput): Promise<RecordStatusOutcome>;
  findByOrderId(orderId: string): Promise<Shipment | undefined>;
  findByOrderIds(orderIds: readonly string[]): Promise<Shipment[]>;
  /** Orders still PAID/PENDING whose shipment is created (a crash between the write and the order's move). */
  listCreatedUnmoved(limit: number): Promise<string[]>;
  /** The history, oldest first (occurred_at, then id). */
  listEvents(shipmentId: number): Promise<ShipmentEvent[]>;
  listNeedingAttention(limit: number): Promise<ShipmentNeedingAttention[]>;
}

export const SHIPMENT_STORE = Symbol.for('ShipmentStore');
