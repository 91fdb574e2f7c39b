import { RecordStaffAction } from '../../admin/record-staff-action';
import { InMemoryCartStore } from '../../cart/testing/in-memory-cart-store';
import type { OrderEvent, OrderEventType } from '../../order-events/order-event';
import { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import { FakeClock } from '../../shared/testing/fake-clock';
import { InMemoryAuditLog } from '../../shared/testing/in-memory-audit-log';
import { orderSeed, putOrder, type OrderSeed } from '../../shipping/testing/order-seed';
import { InvoiceConsumer } from '../invoice-consumer';
import { IssueOrderInvoice } from '../issue-order-invoice';
import { ListInvoiceProblems } from '../list-invoice-problems';
import { RetryInvoice } from '../retry-invoice';
import { VoidOrderInvoice } from '../void-order-invoice';
import { InMemoryInvoiceStore } from './in-memory-invoice-store';
import { ScriptedEinvoiceGateway } from './scripted-einvoice-gateway';

export const INVOICING_T0 = '2026-12-03T02:00:00.000Z';

/**
 * What the invoicing use-case tests share: orders and invoices in memory, a scripted ECPay, a clock that stands
 * still, every invoicing use case and the consumer over them. `addOrder` puts an order straight in (a paid card
 * order of NT$1,280 unless told); `deliver(orderId, type)` hands the consumer one event, as the dispatcher does.
 */
export function invoicingFixture() {
  const clock = new FakeClock(INVOICING_T0);
  const orders = new InMemoryOrderStore(new InMemoryCartStore());
  const invoices = new InMemoryInvoiceStore();
  const gateway = new ScriptedEinvoiceGateway(() => clock.now());
  const auditLog = new InMemoryAuditLog();
  const issue = new IssueOrderInvoice(invoices, orders, gateway, clock);
  const voidInvoice = new VoidOrderInvoice(invoices, gateway, clock);
  const consumer = new InvoiceConsumer(orders, issue, voidInvoice);
  let orderNo = 0;
  let eventId = 0;
  const addOrder = (overrides: Partial<OrderSeed> = {}): string => {
    orderNo += 1;
    return putOrder(orders, orderSeed(`ORD-${String(30_000_000 + orderNo)}`, clock.now(), overrides));
  };
  const deliver = (orderId: string, type: OrderEventType) => {
    eventId += 1;
    const event: OrderEvent = { id: eventId, orderId, type, reason: null, createdAt: clock.now() };
    return consumer.handle(event);
  };
  const setStatus = (orderId: string, status: OrderSeed['status']) => {
    const order = orders.orders.get(orderId);
    if (order) order.status = status;
  };
  return {
    clock, orders, invoices, gateway, auditLog, issue, voidInvoice, consumer, addOrder, deliver, setStatus,
    list: new ListInvoiceProblems(invoices, orders),
    retry: new RetryInvoice(invoices, orders, issue, voidInvoice, new RecordStaffAction(auditLog, clock), clock),
  };
}
