import { InMemoryAuditLog } from '../../shared/testing/in-memory-audit-log';
import { shippingFixture } from '../../shipping/testing/shipping-fixture';
import { GetAdminOrder } from '../get-admin-order';
import { ListAdminOrders } from '../list-admin-orders';
import { ListAuditLog } from '../list-audit-log';
import { MarkOrderDelivered } from '../mark-order-delivered';
import { RecordOrderRefund } from '../record-order-refund';
import { RecordStaffAction } from '../record-staff-action';
import { RequestShipment } from '../request-shipment';
import { ShippingShipmentActions } from '../shipping-shipment-actions';
import { FlaggedPayments } from './flagged-payments';
import { InMemoryAdminOrderReads } from './in-memory-admin-order-reads';

/**
 * What the staff console's use-case tests share: the shipping fixture (orders, shipments, a scripted ECPay, the
 * clock), the console's reads over the same fakes, the audit log (staff 7 is Amy Chen), the payment attempts,
 * and the console's use cases with the real shipment actions (ShippingShipmentActions over application/shipping).
 */
export function consoleFixture() {
  const shipping = shippingFixture();
  const { orders, shipments, clock } = shipping;
  const reads = new InMemoryAdminOrderReads(orders, shipments);
  const audit = new InMemoryAuditLog(new Map([[7, 'Amy Chen']]));
  const staffAction = new RecordStaffAction(audit, clock);
  const payments = new FlaggedPayments();
  const actions = new ShippingShipmentActions(shipping.createNow, shipping.markDelivered);
  return {
    ...shipping, reads, audit, staffAction, payments, actions,
    getOrder: new GetAdminOrder(orders, payments, reads),
    listOrders: new ListAdminOrders(reads),
    listAudit: new ListAuditLog(audit),
    requestShipment: new RequestShipment(orders, reads, actions, staffAction),
    markOrderDelivered: new MarkOrderDelivered(orders, actions, staffAction),
    recordRefund: new RecordOrderRefund(orders, payments, payments, clock, staffAction),
  };
}
