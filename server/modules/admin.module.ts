import { INVOICE_READS } from '../../application/invoicing/invoice-reads.port';
import { ContainerModule } from 'inversify';
import { EndOrder } from '../../application/admin/end-order';
import { TransitionOrder } from '../../application/orders/transition-order';
import { SHIPMENT_STORE } from '../../application/shipping/shipment-store.port';
import { KnexAdminOrderReads } from '../../adapters/persistence/admin/knex-admin-order-reads';
import { KnexOverviewReads } from '../../adapters/persistence/admin/knex-overview-reads';
import { KnexOutletInventory } from '../../adapters/persistence/outlet/knex-outlet-inventory';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { ADMIN_ORDER_READS, type AdminOrderReads } from '../../application/admin/admin-order-reads.port';
import { CONSOLE_LINKS, type ConsoleLinks } from '../../application/admin/console-links.port';
import { GetAdminOrder } from '../../application/admin/get-admin-order';
import { GetAdminOverview } from '../../application/admin/get-admin-overview';
import { INVENTORY_READS, type InventoryReads } from '../../application/admin/inventory-reads.port';
import { ListAdminOrders } from '../../application/admin/list-admin-orders';
import { ListAuditLog } from '../../application/admin/list-audit-log';
import { ListInventory } from '../../application/admin/list-inventory';
import { ListProviderRejections } from '../../application/admin/list-provider-rejections';
import { OVERVIEW_READS, type OverviewReads } from '../../application/admin/overview-reads.port';
import { MarkOrderDelivered } from '../../application/admin/mark-order-delivered';
import { RecordOrderRefund } from '../../application/admin/record-order-refund';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { RequestShipment } from '../../application/admin/request-shipment';
import { SetOutletCategory } from '../../application/admin/set-outlet-category';
import { OUTLET_CATEGORIES, type OutletCategories } from '../../application/outlet/outlet-categories.port';
import { OUTLET_ITEMS_INVALIDATION } from '../../application/outlet/outlet-list-invalidation.port';
import { KnexOutletCategories } from '../../adapters/persistence/outlet/knex-outlet-categories';
import { SHIPMENT_ACTIONS, type ShipmentActions } from '../../application/admin/shipment-actions.port';
import { ShippingShipmentActions } from '../../application/admin/shipping-shipment-actions';
import { ORDER_STORE } from '../../application/orders/order-store.port';
import { PAYMENT_ATTEMPT_STORE } from '../../application/payments/payment-attempt-store.port';
import { PAYMENT_ATTENTION_STORE } from '../../application/payments/payment-attention.port';
import { PROVIDER_MESSAGE_REJECTIONS } from '../../application/payments/provider-message-rejections.port';
import { AUDIT_LOG } from '../../application/shared/audit-log.port';
import { CLOCK } from '../../application/shared/clock.port';
import { CreateShipmentNow } from '../../application/shipping/create-shipment-now';
import { ListShipmentsNeedingAttention } from '../../application/shipping/list-shipments-needing-attention';
import { MarkDelivered } from '../../application/shipping/mark-delivered';
import { adminConsoleRoutes } from '../http/routes/admin-console-routes';
import { adminOrderRoutes } from '../http/routes/admin-order-routes';
import { adminShipmentAttentionRoutes } from '../http/routes/admin-shipment-attention-routes';
import { SANDBOX_ECPAY_PATH } from '../config';
import type { ContextModule } from './context-module';

/**
 * The staff console (issue 12): the overview's figures (issue 28), orders for staff with their actions, the shipments that need a person, the inventory,
 * the audit log and the refused provider messages. It binds its own reads (orders, inventory) and its shipment actions
 * over the logistics context's shipment use cases, and reads the checkout context's ports (orders, attempts, the
 * payment attention).
 * The audit log itself (AUDIT_LOG, RecordStaffAction) is the platform's, since every context's staff changes write to it.
 */
export const adminContext: ContextModule = {
  name: 'admin',
  bindings: ({ knex, config }) => new ContainerModule(({ bind }) => {
    bind<AdminOrderReads>(ADMIN_ORDER_READS).toConstantValue(new KnexAdminOrderReads(knex));
    bind<OverviewReads>(OVERVIEW_READS).toConstantValue(new KnexOverviewReads(knex));
    // The simulator's logistics back office exists only where it is mounted: PROVIDERS=sandbox (server/sandbox-mounts.ts).
    bind<ConsoleLinks>(CONSOLE_LINKS).toConstantValue({ storefront: '/', logisticsBackOffice: config.providers === 'sandbox' ? `${SANDBOX_ECPAY_PATH}/logistics` : null });
    bind<InventoryReads>(INVENTORY_READS).toConstantValue(new KnexOutletInventory(knex));
    bind<OutletCategories>(OUTLET_CATEGORIES).toConstantValue(new KnexOutletCategories(knex));
    bind<ShipmentActions>(SHIPMENT_ACTIONS).to(ShippingShipmentActions);
    for (const useCase of [GetAdminOverview, ListAdminOrders, GetAdminOrder, RequestShipment, MarkOrderDelivered, RecordOrderRefund, EndOrder, ListInventory, SetOutletCategory, ListAuditLog, ListProviderRejections]) {
      bind(useCase).toSelf();
    }
  }),
  routes: [adminOrderRoutes, adminConsoleRoutes, adminShipmentAttentionRoutes],
  needs: [
    CLOCK, AUDIT_LOG, RecordStaffAction, GetCurrentCustomer, GetCurrentStaff,
    // The refused provider messages are the platform's (the payment and logistics notices record them).
    PROVIDER_MESSAGE_REJECTIONS,
    // The orders, their payment attempts and the payments that need a person are the checkout context's.
    ORDER_STORE, PAYMENT_ATTEMPT_STORE, PAYMENT_ATTENTION_STORE,
    // The shipment actions and the attention list are the logistics context's use cases.
    CreateShipmentNow, MarkDelivered, ListShipmentsNeedingAttention, SHIPMENT_STORE,
    // Ending an order moves it through the checkout context's one way (issue 30).
    TransitionOrder,
    // A category set in the console is read again by the catalogue's outlet list (issue 28).
    OUTLET_ITEMS_INVALIDATION,
  ],
  // The order page's invoice (issue 30) is the checkout context's.
  optionalNeeds: [{ token: INVOICE_READS }],
};
