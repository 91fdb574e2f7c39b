import type { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';
import type { Knex } from 'knex';
import type { EcpayShipment } from '../../../application/shipping/logistics-gateway.port';
import type { Shipment, ShipmentEvent, ShipmentEventSource } from '../../../application/shipping/shipment';
import type {
  RecordStatusOutcome, ShipmentNeedingAttention, ShipmentOrderFacts, ShipmentStatusInput, ShipmentStore,
} from '../../../application/shipping/shipment-store.port';
import { INITIAL_SHIPMENT_JOB_STATUS, SHIPMENT_JOB_MOVES, SHIPPABLE_ORDERS } from '../../../domain/orders/shipment-job';
import { CallGroups, type CallGroupOptions } from '../grouped-calls';
import { databaseKind } from '../knex-factory';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';
import { appendOrderEvents } from '../order-events/order-event-outbox';
import { shipmentMovesOf } from './shipment-moves';
import { applyStatus, cut, date, eventRowOf, toShipment, type EventRow, type ShipmentRow } from './shipment-rows';
import { recordStatusGroup, type StatusCall } from './status-groups';

/**
 * Status calls per group and groups at once (decision 41): a group is one transaction on one pooled connection
 * (the pool has 10); 50 is the bench's and a busy ECPay's concurrency. Measured in docs/performance.md.
 */
export const STATUS_GROUPS: CallGroupOptions = { maxGroup: 50, concurrency: 2 };

/** Ready to ship: one of the domain's SHIPPABLE_ORDERS (a paid card order, or a store-payment order). */
function whereReady(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.where((ready) => {
    for (const { status, paymentMethod } of SHIPPABLE_ORDERS) ready.orWhere({ 'orders.status': status, 'orders.payment_method': paymentMethod });
  });
}

const unclaimed = (query: Knex.QueryBuilder, now: Date) => query.where((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<', now));

/**
 * ShipmentStore on SQLite or MySQL (migration 20261129_1101). The claim is a conditional UPDATE (like the
 * payment reconciliation's, decision 7; on MySQL a concurrent UPDATE re-reads the committed row, so its WHERE
 * no longer matches; SQLite serialises writers); a status is applied in a write transaction holding the
 * shipment's row lock (MySQL FOR UPDATE; SQLite's write lock), after the event insert that makes it idempotent.
 */
export class KnexShipmentStore implements ShipmentStore {
  private readonly statusGroups: CallGroups<StatusCall, RecordStatusOutcome>;

  /** subscriptions: the consumers of order events (the parcel's hand-in, arrival and pickup are written to the outbox). */
  constructor(private readonly knex: Knex, groups: CallGroupOptions = STATUS_GROUPS, private readonly subscriptions?: OrderEventSubscriptions) {
    this.statusGroups = new CallGroups((calls, answer) => recordStatusGroup(this.knex, calls, answer, (call) => this.recordOne(call)), groups);
  }

  async listReadyOrders(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await whereReady(this.knex('orders').select('orders.id')
      .leftJoin('shipments', 'shipments.order_id', 'orders.id')
      .whereNull('shipments.id'))
      .orderBy('orders.updated_at', 'asc').orderBy('orders.id', 'asc').limit(limit);
    return rows.map((row) => row.id);
  }

  async orderFacts(orderId: string): Promise<ShipmentOrderFacts | undefined> {
    const order = await this.knex('orders').where('id', orderId).first();
    if (!order) return undefined;
    const items: { title: string; variant_name: string | null; variant_sku: string | null }[] = await this.knex('order_items')
      .where('order_id', orderId).orderBy('id', 'asc').select('title', 'variant_name', 'variant_sku');
    return {
      orderId, status: order.status, paymentMethod: order.payment_method, totalAmount: Number(order.total_amount),
      customerName: order.customer_name, customerPhone: order.customer_phone, storeId: order.store_id, subType: order.logistics_sub_type,
      firstItemTitle: items[0]?.title ?? '', itemCount: items.length,
      firstItemVariantName: items[0]?.variant_name ?? null, firstItemVariantSku: items[0]?.variant_sku ?? null,
    };
  }

  async ensureShipment({ orderId, merchantTradeNo, subType, now }: { orderId: string; merchantTradeNo: string; subType: string; now: Date }): Promise<Shipment> {
    try {
      await this.knex('shipments').insert({
        order_id: orderId, merchant_trade_no: merchantTradeNo, sub_type: subType, status: INITIAL_SHIPMENT_JOB_STATUS, attempts: 0, next_attempt_at: now,
        shipping_status: 'pending', attention: false, created_at: now, updated_at: now,
      });
    } catch (error) {
      // Another process (or sweep) inserted it first: UNIQUE(order_id) keeps it one.
      if (!isUniqueViolation(error)) throw error;
    }
    const found = await this.findByOrderId(orderId);
    if (!found) throw new Error(`shipment of ${orderId} vanished`);
    return found;
  }

  async claimDue(now: Date, claimMs: number, limit: number): Promise<Shipment[]> {
    const candidates: { id: number }[] = await unclaimed(this.knex('shipments').select('id')
      .where('status', INITIAL_SHIPMENT_JOB_STATUS).where('next_attempt_at', '<=', now), now).orderBy('next_attempt_at', 'asc').limit(limit);
    const claimed: Shipment[] = [];
    for (const { id } of candidates) {
      if (await this.claim(this.knex('shipments').where('next_attempt_at', '<=', now), id, now, claimMs)) claimed.push(await this.byId(id));
    }
    return claimed;
  }

  async claimNow(shipmentId: number, now: Date, claimMs: number): Promise<Shipment | null> {
    return (await this.claim(this.knex('shipments'), shipmentId, now, claimMs)) ? this.byId(shipmentId) : null;
  }

  /** The conditional UPDATE of a claim: still creating and nobody's (or a lapsed claim of a dead process). */
  private async claim(query: Knex.QueryBuilder, id: number, now: Date, claimMs: number): Promise<boolean> {
    const updated = await unclaimed(query.where({ id, status: INITIAL_SHIPMENT_JOB_STATUS }), now)
      .update({ attempts: this.knex.raw('attempts + 1'), claimed_until: new Date(now.getTime() + claimMs), updated_at: now });
    return updated === 1;
  }

  recordCreated(shipmentId: number, shipment: EcpayShipment, now: Date): Promise<Shipment> {
    const { from, to } = SHIPMENT_JOB_MOVES.record_created;
    return inWriteTransaction(this.knex, async (trx) => {
      await trx('shipments').where({ id: shipmentId, status: from }).update({
        status: to, next_attempt_at: null, claimed_until: null, last_error: null,
        logistics_id: cut(shipment.logisticsId, 40), payment_no: shipment.paymentNo ? cut(shipment.paymentNo, 40) : null,
        validation_no: shipment.validationNo ? cut(shipment.validationNo, 20) : null, updated_at: now,
      });
      return this.byId(shipmentId, trx);
    });
  }

  async recordFailure(shipmentId: number, error: string, retryAt: Date | null, now: Date): Promise<void> {
    const { from, to } = SHIPMENT_JOB_MOVES[retryAt ? 'retry_later' : 'give_up'];
    await this.knex('shipments').where({ id: shipmentId, status: from }).update({
      status: to, next_attempt_at: retryAt, claimed_until: null, last_error: cut(error, 255), updated_at: now,
    });
  }

  async reopen(shipmentId: number, now: Date): Promise<boolean> {
    const { from, to } = SHIPMENT_JOB_MOVES.reopen;
    const updated = await this.knex('shipments').where({ id: shipmentId, status: from })
      .update({ status: to, attempts: 0, next_attempt_at: now, claimed_until: null, updated_at: now });
    return updated === 1;
  }

  /**
   * ECPay's notifications go through a group (status-groups.ts, decision 41): the ones that arrive while earlier
   * ones are written share one plain read and one write transaction; each is answered when its outcome is
   * committed. The create answer (the job, right after its claim) and staff events go alone: a group holds several
   * shipment rows at once, and the job's claim scan, which locks rows of its own, must not meet it in a deadlock.
   */
  recordStatus(merchantTradeNo: string, input: ShipmentStatusInput): Promise<RecordStatusOutcome> {
    if (input.source !== 'notification') return this.recordOne({ merchantTradeNo, input });
    return this.statusGroups.call({ merchantTradeNo, input });
  }

  /**
   * One call on its own (a group's fallback), in two steps:
   * 1. a plain read of the shipment and of whether this event is in its history already. ECPay resends a
   *    notification until it reads 1|OK (and sometimes anyway): a resend is answered from this one statement,
   *    without a transaction or the row lock. An event row only exists committed together with its effect on the
   *    shipment, so "seen" is final. An unknown MerchantTradeNo ends here too.
   * 2. a new event: the write transaction, with the row lock (MySQL FOR UPDATE; SQLite's write lock), the event
   *    insert that makes it idempotent (a concurrent identical resend loses on UNIQUE and changes nothing), the
   *    domain's decision and one UPDATE. The answer is built from the row and the UPDATE's values, not read back.
   *    MySQL at the engine's isolation: the only reads are the locking read and our own writes.
   */
  private async recordOne({ merchantTradeNo, input }: StatusCall): Promise<RecordStatusOutcome> {
    const seen = await this.knex('shipments').where('merchant_trade_no', merchantTradeNo)
      .select('shipments.*', this.knex.raw('exists(select 1 from shipment_events where shipment_events.shipment_id = shipments.id '
        + 'and shipment_events.status_code = ? and shipment_events.occurred_at = ?) as seen', [input.statusCode, input.occurredAt]))
      .first() as (ShipmentRow & { seen: number | boolean }) | undefined;
    if (!seen) return { kind: 'not_found' };
    if (Number(seen.seen) === 1) return { kind: 'recorded', first: false, shipment: toShipment(seen) };
    return inWriteTransaction(this.knex, async (trx): Promise<RecordStatusOutcome> => {
      const query = trx('shipments').where('merchant_trade_no', merchantTradeNo);
      const row: ShipmentRow | undefined = await (databaseKind(trx) === 'mysql' ? query.forUpdate().first() : query.first());
      if (!row) return { kind: 'not_found' };
      try {
        await trx('shipment_events').insert(eventRowOf(Number(row.id), input));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { kind: 'recorded', first: false, shipment: toShipment(row) };
      }
      const next = applyStatus(row, input);
      await trx('shipments').where({ id: row.id }).update(next.changes);
      const moves = shipmentMovesOf(row, next.row).map((type) => ({ type, reason: input.statusCode === null ? input.source : `${input.source} ${input.statusCode}` }));
      await appendOrderEvents(trx, this.subscriptions, row.order_id, moves, input.receivedAt);
      return { kind: 'recorded', first: true, shipment: toShipment(next.row) };
    }, { isolation: 'engine default' });
  }

  async findByOrderId(orderId: string): Promise<Shipment | undefined> {
    const row: ShipmentRow | undefined = await this.knex('shipments').where('order_id', orderId).first();
    return row && toShipment(row);
  }

  async findByOrderIds(orderIds: readonly string[]): Promise<Shipment[]> {
    if (orderIds.length === 0) return [];
    const rows: ShipmentRow[] = await this.knex('shipments').whereIn('order_id', [...orderIds]);
    return rows.map(toShipment);
  }

  async listCreatedUnmoved(limit: number): Promise<string[]> {
    const rows: { order_id: string }[] = await this.knex('shipments').select('shipments.order_id')
      .join('orders', 'orders.id', 'shipments.order_id')
      .where('shipments.status', SHIPMENT_JOB_MOVES.record_created.to).whereIn('orders.status', SHIPPABLE_ORDERS.map((ready) => ready.status))
      .orderBy('shipments.id', 'asc').limit(limit);
    return rows.map((row) => row.order_id);
  }

  async listEvents(shipmentId: number): Promise<ShipmentEvent[]> {
    const rows: EventRow[] = await this.knex('shipment_events').where('shipment_id', shipmentId).orderBy('occurred_at', 'asc').orderBy('id', 'asc');
    return rows.map((row) => ({
      statusCode: row.status_code === null ? null : Number(row.status_code), message: row.message, source: row.source as ShipmentEventSource,
      occurredAt: date(row.occurred_at), receivedAt: date(row.received_at),
    }));
  }

  async listNeedingAttention(limit: number): Promise<ShipmentNeedingAttention[]> {
    const rows: ShipmentRow[] = await this.knex('shipments')
      .where('status', 'failed').orWhere('attention', true)
      .orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit);
    return rows.map((row) => {
      const shipment = toShipment(row);
      return { shipment, reason: shipment.status === 'failed' ? 'creation_failed' : 'status_needs_attention' };
    });
  }

  private async byId(id: number, knex: Knex = this.knex): Promise<Shipment> {
    const row: ShipmentRow | undefined = await knex('shipments').where({ id }).first();
    if (!row) throw new Error(`shipment ${id} vanished`);
    return toShipment(row);
  }
}
