import { ContainerModule } from 'inversify';
import { KnexOrderEventDeliveries } from '../../adapters/persistence/order-events/knex-order-event-deliveries';
import { KnexOrderEventLog } from '../../adapters/persistence/order-events/knex-order-event-log';
import { FollowOrderEvents } from '../../application/order-events/follow-order-events';
import { ListFailedDeliveries } from '../../application/order-events/list-failed-deliveries';
import { ORDER_EVENT_DELIVERIES, type OrderEventDeliveries } from '../../application/order-events/order-event-deliveries.port';
import { ORDER_EVENT_LISTENERS } from '../../application/order-events/order-event-listener';
import { ORDER_EVENT_LOG, type OrderEventLog } from '../../application/order-events/order-event-log.port';
import { RetryFailedDelivery } from '../../application/order-events/retry-failed-delivery';
import { RunOrderEventDeliveries } from '../../application/order-events/run-order-event-deliveries';
import { CatalogueOnOrderMove } from '../../application/outlet/catalogue-on-order-move';
import { MARKETPLACE_CATALOGUE_INVALIDATION } from '../../application/marketplace/marketplace-catalogue-invalidation.port';
import { OUTLET_LIST_INVALIDATION } from '../../application/outlet/outlet-list-invalidation.port';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { CLOCK } from '../../application/shared/clock.port';
import { orderEventRoutes } from '../http/routes/order-event-routes';
import { startOrderEventDeliveries, startOrderEventFollower } from '../jobs/order-events';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';

/**
 * What hangs on order moves (issue 30, docs/decisions.md section 51): the outbox's deliveries and their dispatcher, this
 * process's follower with its cache listener, and the console's list of deliveries that keep failing. The consumers
 * themselves are the other modules' (shipment: logistics; invoice: invoicing; mail: order mails): each binds its own
 * under ORDER_EVENT_CONSUMERS and lists its subscription in orderEventSubscriptions.
 */
export const orderEventsContext: ContextModule = {
  name: 'order-events',
  bindings: ({ knex }) => new ContainerModule(({ bind }) => {
    bind<OrderEventDeliveries>(ORDER_EVENT_DELIVERIES).toConstantValue(new KnexOrderEventDeliveries(knex));
    bind<OrderEventLog>(ORDER_EVENT_LOG).toConstantValue(new KnexOrderEventLog(knex));
    bind(ORDER_EVENT_LISTENERS).to(CatalogueOnOrderMove);
    for (const useCase of [RunOrderEventDeliveries, FollowOrderEvents, ListFailedDeliveries, RetryFailedDelivery]) bind(useCase).toSelf();
  }),
  routes: [orderEventRoutes],
  jobs: [
    job('order event deliveries', (container, config, logger) => startOrderEventDeliveries(container.get(RunOrderEventDeliveries), config.orderEventsEveryMs, logger)),
    job('order event follower', (container, config, logger) => startOrderEventFollower(container.get(FollowOrderEvents), config.orderEventsEveryMs, logger)),
  ],
  needs: [APP_CONFIG, LOGGER, CLOCK, GetCurrentStaff, RecordStaffAction, OUTLET_LIST_INVALIDATION, MARKETPLACE_CATALOGUE_INVALIDATION],
};
