import { ContainerModule } from 'inversify';
import { ADMIN_ORDER_READS, type AdminOrderReads } from '../../application/admin/admin-order-reads.port';
import { GetAdminOrder } from '../../application/admin/get-admin-order';
import { INVENTORY_READS, type InventoryReads } from '../../application/admin/inventory-reads.port';
import { ListAdminOrders } from '../../application/admin/list-admin-orders';
import { ListAuditLog } from '../../application/admin/list-audit-log';
import { ListInventory } from '../../application/admin/list-inventory';
import { MarkOrderDelivered } from '../../application/admin/mark-order-delivered';
import { RecordOrderRefund } from '../../application/admin/record-order-refund';
import { RequestShipment } from '../../application/admin/request-shipment';
import { SHIPMENT_ACTIONS, type ShipmentActions } from '../../application/admin/shipment-actions.port';
import { ShippingShipmentActions } from '../../application/admin/shipping-shipment-actions';
import { adminConsoleRoutes } from '../http/routes/admin-console-routes';
import { adminOrderRoutes } from '../http/routes/admin-order-routes';
import { adminShipmentAttentionRoutes } from '../http/routes/admin-shipment-attention-routes';
import type { ContextModule } from './context-module';

/**
 * The staff console (issue 12): orders for staff with their actions, the shipments that need a person, the inventory
 * and the audit log. It reads the checkout context's ports (orders, attempts, the payment attention) and binds its own: the order reads, the
 * inventory reads and the shipment actions (a 503 stand-in until the shipment use cases are bound). The audit log
 * itself (AUDIT_LOG, RecordStaffAction) is bound by the platform context, since every context's staff changes
 * write to it.
 */
export const adminContext: ContextModule = {
  name: 'admin',
  bindings: ({ adapters }) => new ContainerModule(({ bind }) => {
    bind<AdminOrderReads>(ADMIN_ORDER_READS).toConstantValue(adapters.adminOrderReads);
    bind<InventoryReads>(INVENTORY_READS).toConstantValue(adapters.inventory);
    // Tests may give their own; otherwise the shipment use cases of the logistics context.
    if (adapters.shipmentActions) bind<ShipmentActions>(SHIPMENT_ACTIONS).toConstantValue(adapters.shipmentActions);
    else bind<ShipmentActions>(SHIPMENT_ACTIONS).to(ShippingShipmentActions);
    for (const useCase of [ListAdminOrders, GetAdminOrder, RequestShipment, MarkOrderDelivered, RecordOrderRefund, ListInventory, ListAuditLog]) {
      bind(useCase).toSelf();
    }
  }),
  // The shipment attention list reads ListShipmentsNeedingAttention, bound by the logistics context.
  routes: [adminOrderRoutes, adminConsoleRoutes, adminShipmentAttentionRoutes],
};
