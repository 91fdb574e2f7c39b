import { accountEndpoints } from './accounts';
import { adminEndpoints } from './admin';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { invoiceProblemEndpoints } from './invoice-problems';
import { invoicingEndpoints } from './invoicing';
import { logisticsEndpoints } from './logistics';
import { marketplaceEndpoints } from './marketplace';
import { orderDisclosureEndpoints } from './order-disclosure';
import { orderEventEndpoints } from './order-events';
import { paymentEndpoints } from './payments';
import { platformEndpoints } from './platform';
import { shopifyEndpoints } from './shopify';
import type { Endpoints } from './shared';

/**
 * The HTTP contract of the shop, one file per bounded context: io-ts codecs of every request and response,
 * shared by the server (decodes requests, encodes answers), the storefront (its typed client encodes requests
 * and decodes answers with them, importing one context file at a time, never this index) and docs/openapi.json
 * (generated from them by server/openapi/openapi.ts: npm run openapi). Imports domain/ and io-ts only.
 */
export const CONTRACT: Readonly<Record<string, Endpoints>> = {
  platform: platformEndpoints,
  catalogue: catalogueEndpoints,
  marketplace: marketplaceEndpoints,
  shopify: shopifyEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  orderDisclosure: orderDisclosureEndpoints,
  payments: paymentEndpoints,
  logistics: logisticsEndpoints,
  accounts: accountEndpoints,
  invoicing: invoicingEndpoints,
  admin: adminEndpoints,
  orderEvents: orderEventEndpoints,
  invoiceProblems: invoiceProblemEndpoints,
};

export type { Endpoint, Endpoints } from './shared';
