import { ContainerModule } from 'inversify';
import { ORDER_EVENT_CONSUMERS } from '../../application/order-events/order-event-consumer';
import { SHIPMENT_CONSUMER_SUBSCRIPTION, ShipmentOnOrderMove } from '../../application/shipping/shipment-on-order-move';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { EcpayLogisticsGateway } from '../../adapters/ecpay/logistics-gateway';
import { KnexStoreSelectionStore } from '../../adapters/persistence/logistics/knex-store-selection-store';
import { KnexShipmentStore } from '../../adapters/persistence/shipping/knex-shipment-store';
import { cryptoStoreMapTokens } from '../../adapters/security/store-map-tokens';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetStoreSelection } from '../../application/logistics/get-store-selection';
import { OpenStoreMap } from '../../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../../application/logistics/receive-store-selection';
import { STORE_MAP_TOKENS, type StoreMapTokens } from '../../application/logistics/store-map-tokens.port';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from '../../application/logistics/store-selection-store.port';
import { OrderReadAccess } from '../../application/orders/order-read-access';
import { TransitionOrder } from '../../application/orders/transition-order';
import { PROVIDER_MESSAGE_REJECTIONS } from '../../application/payments/provider-message-rejections.port';
import { STORE_MAP, type StoreMap } from '../../application/payments/store-map.port';
import { CLOCK } from '../../application/shared/clock.port';
import { EVENT_LOG } from '../../application/shared/event-log.port';
import { CreateShipment } from '../../application/shipping/create-shipment';
import { CreateShipmentNow } from '../../application/shipping/create-shipment-now';
import { GetOrderShipment } from '../../application/shipping/get-order-shipment';
import { ListShipmentsNeedingAttention } from '../../application/shipping/list-shipments-needing-attention';
import { LOGISTICS_GATEWAY, type LogisticsGateway } from '../../application/shipping/logistics-gateway.port';
import { MarkDelivered } from '../../application/shipping/mark-delivered';
import { ReceiveShipmentStatusNotice } from '../../application/shipping/receive-shipment-status-notice';
import { RecordShipmentStatus } from '../../application/shipping/record-shipment-status';
import { RunShipmentCreation } from '../../application/shipping/run-shipment-creation';
import { SHIPMENT_CALLBACK_URLS, shipmentCallbackUrlsAt, type ShipmentCallbackUrls } from '../../application/shipping/shipment-callback-urls.port';
import { SHIPMENT_STORE, type ShipmentStore } from '../../application/shipping/shipment-store.port';
import { logisticsRoutes } from '../http/routes/logistics-routes';
import { startShipmentCreation } from '../jobs/shipment-creation';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';

/**
 * Logistics: pickup stores on ECPay's map, and (issue 12) shipments: the creation job, ECPay's status
 * notifications, the shipment read, and the staff actions the console calls (CreateShipmentNow,
 * MarkDelivered, ListShipmentsNeedingAttention).
 */
export const logisticsContext: ContextModule = {
  name: 'logistics',
  bindings: ({ config, knex, clock, orderEvents }) => new ContainerModule(({ bind }) => {
    bind<StoreSelectionStore>(STORE_SELECTION_STORE).toConstantValue(new KnexStoreSelectionStore(knex));
    bind<StoreMapTokens>(STORE_MAP_TOKENS).toConstantValue(cryptoStoreMapTokens);
    bind<StoreMap>(STORE_MAP).toService(EcpayGateway);
    bind<ShipmentStore>(SHIPMENT_STORE).toConstantValue(new KnexShipmentStore(knex, undefined, orderEvents));
    bind(ORDER_EVENT_CONSUMERS).to(ShipmentOnOrderMove);
    // C2C shipments (issue 12): the ECPay configuration's logistics account and sender.
    bind<LogisticsGateway>(LOGISTICS_GATEWAY).toDynamicValue((context) => new EcpayLogisticsGateway(context.get(EcpayGateway).config, { clock }));
    bind<ShipmentCallbackUrls>(SHIPMENT_CALLBACK_URLS).toConstantValue(shipmentCallbackUrlsAt(config.publicBaseUrl));
    for (const useCase of [
      OpenStoreMap, ReceiveStoreSelection, GetStoreSelection,
      CreateShipment, RunShipmentCreation, RecordShipmentStatus, ReceiveShipmentStatusNotice, GetOrderShipment,
      CreateShipmentNow, MarkDelivered, ListShipmentsNeedingAttention,
    ]) bind(useCase).toSelf();
  }),
  // Mounted before checkout: the order routes' GET /api/ecpay/:orderId must not see the store map paths.
  routes: [logisticsRoutes],
  orderEventSubscriptions: [SHIPMENT_CONSUMER_SUBSCRIPTION],
  jobs: [job('shipment creation', (container, config, logger) => startShipmentCreation(container.get(RunShipmentCreation), config.shipmentJobEveryMs, logger))],
  needs: [APP_CONFIG, LOGGER, CLOCK, EVENT_LOG, EcpayGateway, PROVIDER_MESSAGE_REJECTIONS, TransitionOrder, OrderReadAccess, GetCurrentCustomer],
  provides: [SHIPMENT_STORE, GetOrderShipment, CreateShipmentNow, MarkDelivered, ListShipmentsNeedingAttention],
};
