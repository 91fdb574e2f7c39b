import { accountsContext } from './accounts.module';
import { adminContext } from './admin.module';
import { cartContext } from './cart.module';
import { catalogueContext } from './catalogue.module';
import { checkoutContext } from './checkout.module';
import type { ContextModule } from './context-module';
import { invoicingContext } from './invoicing.module';
import { logisticsContext } from './logistics.module';
import { marketplaceContext } from './marketplace.module';
import { orderEventsContext } from './order-events.module';
import { orderMailsContext } from './order-mails.module';
import { platformContext } from './platform.module';
import { shopifyContext } from './shopify.module';

/**
 * The bounded contexts of the server, in the order their routes are mounted (design.md section 8).
 */
export const CONTEXTS: readonly ContextModule[] = [
  platformContext,
  accountsContext,
  catalogueContext,
  marketplaceContext,
  shopifyContext,
  cartContext,
  logisticsContext,
  checkoutContext,
  orderEventsContext,
  invoicingContext,
  adminContext,
  orderMailsContext,
];

export type { ContextModule, Job, OptionalNeed, RouteModule, RunningJob, Token } from './context-module';
export { createInfrastructure, type Infrastructure, type ProviderWiring } from './infrastructure';
