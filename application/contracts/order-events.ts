import * as t from 'io-ts';
import { nullable, type Endpoints } from './shared';

/**
 * The console's view of the outbox (issue 30, docs/decisions.md section 51): the consequences of order moves (a mail,
 * an invoice, a shipment) that kept failing and were given up, with the error, and staff's retry.
 */
export const FailedDeliveryWire = t.type({
  eventId: t.number, orderId: t.string, consumer: t.string, type: t.string, attempts: t.number, lastError: nullable(t.string), updatedAt: t.string,
}, 'FailedDelivery');
export const FailedDeliveryList = t.type({ items: t.array(FailedDeliveryWire) }, 'FailedDeliveryList');

/** A delivery in a path: its event id and its consumer's name; anything else answers 404. */
export const DeliveryParams = t.type({ eventId: t.string, consumer: t.string }, 'DeliveryParams');
export const DeliveryRetryResult = t.type({ success: t.literal(true), message: t.string }, 'DeliveryRetryResult');

const staff = { auth: 'staff' } as const;
export const orderEventEndpoints = {
  listFailedDeliveries: { method: 'GET', path: '/api/admin/order-events/failed', summary: 'Consequences of order moves that kept failing (staff)', ...staff, responses: { 200: FailedDeliveryList } },
  retryFailedDelivery: { method: 'POST', path: '/api/admin/order-events/{eventId}/{consumer}/retry', summary: 'Due again now (staff; 409 when it is not failed)', params: DeliveryParams, ...staff, responses: { 200: DeliveryRetryResult } },
} as const satisfies Endpoints;
