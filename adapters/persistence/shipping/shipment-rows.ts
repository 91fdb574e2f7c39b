import type { Shipment } from '../../../application/shipping/shipment';
import type { ShipmentStatusInput } from '../../../application/shipping/shipment-store.port';
import { isShipmentJobStatus, type ShipmentJobStatus } from '../../../domain/orders/shipment-job';
import { SHIPMENT_STAGES, type ShipmentProgress, type ShipmentStage } from '../../../domain/orders/shipment-status';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/** The rows of tables shipments and shipment_events, their mapping, and a status applied to a row in memory. */
export interface ShipmentRow {
  id: number;
  order_id: string;
  merchant_trade_no: string;
  sub_type: string;
  status: string;
  attempts: number;
  next_attempt_at: StoredDateTime | null;
  last_error: string | null;
  logistics_id: string | null;
  payment_no: string | null;
  validation_no: string | null;
  status_code: number | null;
  status_message: string | null;
  status_at: StoredDateTime | null;
  shipping_status: string;
  attention: number | boolean;
  shipped_at: StoredDateTime | null;
  delivered_at: StoredDateTime | null;
  created_at: StoredDateTime;
  updated_at: StoredDateTime;
}

export interface EventRow {
  status_code: number | null;
  message: string;
  source: string;
  occurred_at: StoredDateTime;
  received_at: StoredDateTime;
}

export const date = (value: StoredDateTime) => new Date(toIsoUtc(value));
const dateOrNull = (value: StoredDateTime | null) => (value === null ? null : date(value));
const stageOf = (value: string): ShipmentStage => ((SHIPMENT_STAGES as readonly string[]).includes(value) ? (value as ShipmentStage) : 'pending');
/** Only the job writes the column, always one of the domain's states; anything else would be a bug worth seeing. */
function jobStatusOf(value: string): ShipmentJobStatus {
  if (!isShipmentJobStatus(value)) throw new Error(`shipment job status ${value} is not one of the domain's`);
  return value;
}

export function toShipment(row: ShipmentRow): Shipment {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    merchantTradeNo: row.merchant_trade_no,
    subType: row.sub_type,
    status: jobStatusOf(row.status),
    attempts: Number(row.attempts),
    nextAttemptAt: dateOrNull(row.next_attempt_at),
    lastError: row.last_error,
    logisticsId: row.logistics_id,
    paymentNo: row.payment_no,
    validationNo: row.validation_no,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    statusMessage: row.status_message,
    statusAt: dateOrNull(row.status_at),
    shippingStatus: stageOf(row.shipping_status),
    attention: Boolean(row.attention),
    shippedAt: dateOrNull(row.shipped_at),
    deliveredAt: dateOrNull(row.delivered_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export const progressOf = (s: Shipment): ShipmentProgress => ({
  stage: s.shippingStatus, statusCode: s.statusCode, statusAt: s.statusAt, shippedAt: s.shippedAt, deliveredAt: s.deliveredAt,
});

export const cut = (text: string, max: number) => text.slice(0, max);
const keep = (value: string | null | undefined) => (value ? value : undefined);

/** The history row of `input` for shipment `shipmentId`. */
export function eventRowOf(shipmentId: number, input: ShipmentStatusInput): Record<string, unknown> {
  return {
    shipment_id: shipmentId, status_code: input.statusCode, message: cut(input.message, 200), source: input.source,
    occurred_at: input.occurredAt, received_at: input.receivedAt,
  };
}

/** The columns a status writes (every one, whatever changed: the UPDATE of one and of a group write the same). */
export const STATUS_COLUMNS = [
  'shipping_status', 'status_code', 'status_at', 'status_message', 'shipped_at', 'delivered_at', 'attention',
  'logistics_id', 'payment_no', 'validation_no', 'updated_at',
] as const;
export type StatusChanges = Record<(typeof STATUS_COLUMNS)[number], string | number | boolean | Date | null>;

/**
 * A new status applied to the shipment row as it is (under its row lock): the domain's decision, the message shown
 * changing only with the code shown, attention null keeping the flag, numbers left out keeping the shipment's.
 * Returns the columns to write and the row after them (the answer is built from it, not read back).
 */
export function applyStatus(row: ShipmentRow, input: ShipmentStatusInput): { changes: StatusChanges; row: ShipmentRow } {
  const current = toShipment(row);
  const { progress, attention } = input.decide(progressOf(current));
  const shownChanged = progress.statusCode !== current.statusCode || progress.statusAt?.getTime() !== current.statusAt?.getTime();
  const changes = {
    shipping_status: progress.stage, status_code: progress.statusCode, status_at: progress.statusAt,
    status_message: shownChanged ? cut(input.message, 200) : current.statusMessage,
    shipped_at: progress.shippedAt, delivered_at: progress.deliveredAt,
    attention: attention ?? current.attention,
    logistics_id: keep(input.logisticsId) ?? current.logisticsId, payment_no: keep(input.paymentNo) ?? current.paymentNo,
    validation_no: keep(input.validationNo) ?? current.validationNo, updated_at: input.receivedAt,
  };
  return { changes, row: { ...row, ...changes } };
}

/** A coded event's identity in the history (UNIQUE(shipment_id, status_code, occurred_at)); staff events have none. */
export const eventKey = (shipmentId: number, statusCode: number, occurredAt: StoredDateTime) =>
  `${shipmentId}|${statusCode}|${occurredAt instanceof Date ? occurredAt.getTime() : Date.parse(toIsoUtc(occurredAt))}`;
