import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { cryptoStoreMapTokens } from '../../adapters/security/store-map-tokens';
import { GetOrderPickupStore } from '../../application/logistics/get-order-pickup-store';
import { GetStoreSelection } from '../../application/logistics/get-store-selection';
import { OpenStoreMap } from '../../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../../application/logistics/receive-store-selection';
import { STORE_MAP_TOKENS, type StoreMapTokens } from '../../application/logistics/store-map-tokens.port';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from '../../application/logistics/store-selection-store.port';
import { STORE_MAP, type StoreMap } from '../../application/payments/store-map.port';
import { logisticsRoutes } from '../http/routes/logistics-routes';
import type { ContextModule } from './context-module';

/** Logistics: pickup stores on ECPay's map (later shipments and their history, ECPay logistics). */
export const logisticsContext: ContextModule = {
  name: 'logistics',
  bindings: ({ adapters }) => new ContainerModule(({ bind }) => {
    bind<StoreSelectionStore>(STORE_SELECTION_STORE).toConstantValue(adapters.storeSelections);
    bind<StoreMapTokens>(STORE_MAP_TOKENS).toConstantValue(cryptoStoreMapTokens);
    bind<StoreMap>(STORE_MAP).toService(EcpayGateway);
    for (const useCase of [OpenStoreMap, ReceiveStoreSelection, GetStoreSelection, GetOrderPickupStore]) bind(useCase).toSelf();
  }),
  // Mounted before checkout: the order routes' GET /api/ecpay/:orderId must not see the store map paths.
  routes: [logisticsRoutes],
};
