import type { ShipmentProgress } from '../../../domain/orders/shipment-status';
import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import { isReadyToShip } from '../../../domain/orders/shipment-job';
import type { EcpayShipment } from '../logistics-gateway.port';
import type { Shipment, ShipmentEvent } from '../shipment';
import type {
  RecordStatusOutcome, ShipmentNeedingAttention, ShipmentOrderFacts, ShipmentStatusInput, ShipmentStore,
} from '../shipment-store.port';

interface Row extends Shipment {
  claimedUntil: Date | null;
}

const copy = ({ claimedUntil: _claim, ...shipment }: Row): Shipment => structuredClone(shipment);
const progressOf = (s: Shipment): ShipmentProgress => ({
  stage: s.shippingStatus, statusCode: s.statusCode, statusAt: s.statusAt, shippedAt: s.shippedAt, deliveredAt: s.deliveredAt,
});
const unclaimed = (row: Row, now: Date) => row.claimedUntil === null || row.claimedUntil < now;
const keep = (value: string | null | undefined) => (value ? value : undefined);

/**
 * ShipmentStore in memory over an InMemoryOrderStore (the orders it ships, their items and status), for the
 * shipping use-case tests. Each method runs to completion between awaits, so a claim or a status is trivially
 * atomic; it keeps the knex adapter's promises (shipment-store.contract.test.ts): one shipment per order, a claim
 * taken once until it lapses, a failure ends the claim, one history event per code and date (a staff event,
 * which has no code, is never a repeat), the domain's decision applied to the shipment as it is.
 */
export class InMemoryShipmentStore implements ShipmentStore {
  private readonly rows: Row[] = [];
  private readonly events = new Map<number, ShipmentEvent[]>();
  private nextId = 1;

  constructor(private readonly orders: InMemoryOrderStore) {}

  async listReadyOrders(limit: number): Promise<string[]> {
    return [...this.orders.orders.values()]
      .filter((order) => isReadyToShip(order) && !this.rows.some((row) => row.orderId === order.id))
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit).map((order) => order.id);
  }

  async orderFacts(orderId: string): Promise<ShipmentOrderFacts | undefined> {
    const order = this.orders.orders.get(orderId);
    if (!order) return undefined;
    const items = (await this.orders.listItems(orderId)).sort((a, b) => a.id - b.id);
    return {
      orderId, status: order.status, paymentMethod: order.paymentMethod, totalAmount: order.totalAmount,
      customerName: order.customerName, customerPhone: order.customerPhone, storeId: order.store.storeId, subType: order.store.logisticsSubType,
      firstItemTitle: items[0]?.title ?? '', itemCount: items.length,
      firstItemVariantName: items[0]?.variantName ?? null, firstItemVariantSku: items[0]?.variantSku ?? null,
    };
  }

  async ensureShipment({ orderId, merchantTradeNo, subType, now }: { orderId: string; merchantTradeNo: string; subType: string; now: Date }): Promise<Shipment> {
    let row = this.rows.find((candidate) => candidate.orderId === orderId);
    if (!row) {
      row = {
        id: this.nextId++, orderId, merchantTradeNo, subType, status: 'creating', attempts: 0, nextAttemptAt: new Date(now), lastError: null,
        logisticsId: null, paymentNo: null, validationNo: null, statusCode: null, statusMessage: null, statusAt: null, shippingStatus: 'pending',
        attention: false, shippedAt: null, deliveredAt: null, createdAt: new Date(now), updatedAt: new Date(now), claimedUntil: null,
      };
      this.rows.push(row);
    }
    return copy(row);
  }

  async claimDue(now: Date, claimMs: number, limit: number): Promise<Shipment[]> {
    return this.rows
      .filter((row) => row.status === 'creating' && row.nextAttemptAt !== null && row.nextAttemptAt <= now && unclaimed(row, now))
      .sort((a, b) => a.nextAttemptAt!.getTime() - b.nextAttemptAt!.getTime() || a.id - b.id)
      .slice(0, limit).map((row) => this.claim(row, now, claimMs));
  }

  async claimNow(shipmentId: number, now: Date, claimMs: number): Promise<Shipment | null> {
    const row = this.rows.find((candidate) => candidate.id === shipmentId);
    return row && row.status === 'creating' && unclaimed(row, now) ? this.claim(row, now, claimMs) : null;
  }

  async recordCreated(shipmentId: number, shipment: EcpayShipment, now: Date): Promise<Shipment> {
    const row = this.byId(shipmentId);
    Object.assign(row, {
      status: 'created', nextAttemptAt: null, claimedUntil: null, lastError: null, logisticsId: shipment.logisticsId.slice(0, 40),
      paymentNo: shipment.paymentNo ? shipment.paymentNo.slice(0, 40) : null, validationNo: shipment.validationNo ? shipment.validationNo.slice(0, 20) : null,
      updatedAt: new Date(now),
    });
    return copy(row);
  }

  async recordFailure(shipmentId: number, error: string, retryAt: Date | null, now: Date): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === shipmentId && candidate.status === 'creating');
    if (!row) return;
    Object.assign(row, {
      status: retryAt ? 'creating' : 'failed', nextAttemptAt: retryAt && new Date(retryAt), claimedUntil: null, lastError: error.slice(0, 255), updatedAt: new Date(now),
    });
  }

  async reopen(shipmentId: number, now: Date): Promise<boolean> {
    const row = this.rows.find((candidate) => candidate.id === shipmentId && candidate.status === 'failed');
    if (!row) return false;
    Object.assign(row, { status: 'creating', attempts: 0, nextAttemptAt: new Date(now), claimedUntil: null, updatedAt: new Date(now) });
    return true;
  }

  async recordStatus(merchantTradeNo: string, input: ShipmentStatusInput): Promise<RecordStatusOutcome> {
    const row = this.rows.find((candidate) => candidate.merchantTradeNo === merchantTradeNo);
    if (!row) return { kind: 'not_found' };
    const history = this.events.get(row.id) ?? [];
    // The table's UNIQUE(shipment, code, date): SQL never finds two NULL codes equal, so a staff event always counts.
    const seen = input.statusCode !== null && history.some((event) => event.statusCode === input.statusCode && event.occurredAt.getTime() === input.occurredAt.getTime());
    if (seen) return { kind: 'recorded', first: false, shipment: copy(row) };
    history.push({ statusCode: input.statusCode, message: input.message.slice(0, 200), source: input.source, occurredAt: new Date(input.occurredAt), receivedAt: new Date(input.receivedAt) });
    this.events.set(row.id, history);
    const { progress, attention } = input.decide(progressOf(row));
    const shownChanged = progress.statusCode !== row.statusCode || progress.statusAt?.getTime() !== row.statusAt?.getTime();
    Object.assign(row, {
      shippingStatus: progress.stage, statusCode: progress.statusCode, statusAt: progress.statusAt,
      statusMessage: shownChanged ? input.message.slice(0, 200) : row.statusMessage,
      shippedAt: progress.shippedAt, deliveredAt: progress.deliveredAt, attention: attention ?? row.attention,
      logisticsId: keep(input.logisticsId) ?? row.logisticsId, paymentNo: keep(input.paymentNo) ?? row.paymentNo,
      validationNo: keep(input.validationNo) ?? row.validationNo, updatedAt: new Date(input.receivedAt),
    });
    return { kind: 'recorded', first: true, shipment: copy(row) };
  }

  async findByOrderId(orderId: string): Promise<Shipment | undefined> {
    const row = this.rows.find((candidate) => candidate.orderId === orderId);
    return row && copy(row);
  }

  async findByOrderIds(orderIds: readonly string[]): Promise<Shipment[]> {
    return this.rows.filter((row) => orderIds.includes(row.orderId)).map(copy);
  }

  async listCreatedUnmoved(limit: number): Promise<string[]> {
    return this.rows
      .filter((row) => row.status === 'created' && ['PAID', 'PENDING'].includes(this.orders.orders.get(row.orderId)?.status ?? ''))
      .sort((a, b) => a.id - b.id).slice(0, limit).map((row) => row.orderId);
  }

  async listEvents(shipmentId: number): Promise<ShipmentEvent[]> {
    // A stable sort: events of one instant keep the order they were recorded in (the table's id).
    return structuredClone(this.events.get(shipmentId) ?? []).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }

  async listNeedingAttention(limit: number): Promise<ShipmentNeedingAttention[]> {
    return this.rows.filter((row) => row.status === 'failed' || row.attention)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id).slice(0, limit)
      .map((row) => ({ shipment: copy(row), reason: row.status === 'failed' ? 'creation_failed' : 'status_needs_attention' }));
  }

  private claim(row: Row, now: Date, claimMs: number): Shipment {
    Object.assign(row, { attempts: row.attempts + 1, claimedUntil: new Date(now.getTime() + claimMs), updatedAt: new Date(now) });
    return copy(row);
  }

  private byId(id: number): Row {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`shipment ${id} vanished`);
    return row;
  }
}
