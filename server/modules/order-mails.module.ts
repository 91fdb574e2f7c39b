import { ContainerModule } from 'inversify';
import { KnexOrderMailRecords } from '../../adapters/persistence/mail/knex-order-mail-records';
import { MAILER } from '../../application/mail/mailer.port';
import { MAIL_CONSUMER_SUBSCRIPTION, OrderMailConsumer } from '../../application/mail/order-mails/order-mail-consumer';
import { ORDER_MAIL_RECORDS, type OrderMailRecords } from '../../application/mail/order-mails/order-mail-records.port';
import { ORDER_EVENT_CONSUMERS, type OrderEventConsumer } from '../../application/order-events/order-event-consumer';
import { ORDER_LINKS } from '../../application/orders/order-link.port';
import { ORDER_STORE } from '../../application/orders/order-store.port';
import { CLOCK } from '../../application/shared/clock.port';
import { SHIPMENT_STORE } from '../../application/shipping/shipment-store.port';
import type { ContextModule } from './context-module';

/**
 * The order mails (issue 30): a consumer of the order-event outbox, contributed to ORDER_EVENT_CONSUMERS (one
 * binding of several: the outbox's dispatcher runs them all). It mails with the accounts' MAILER, reads the order
 * (checkout), its shipment (logistics) and signs the order's link (checkout's ORDER_LINKS). No routes, no job of
 * its own: the outbox's dispatcher runs it.
 */
export const orderMailsContext: ContextModule = {
  name: 'order-mails',
  bindings: ({ knex }) => new ContainerModule(({ bind }) => {
    bind<OrderMailRecords>(ORDER_MAIL_RECORDS).toConstantValue(new KnexOrderMailRecords(knex));
    bind(OrderMailConsumer).toSelf();
    bind<OrderEventConsumer>(ORDER_EVENT_CONSUMERS).toService(OrderMailConsumer);
  }),
  orderEventSubscriptions: [MAIL_CONSUMER_SUBSCRIPTION],
  routes: [],
  jobs: [],
  needs: [CLOCK, MAILER, ORDER_STORE, ORDER_LINKS, SHIPMENT_STORE],
};
