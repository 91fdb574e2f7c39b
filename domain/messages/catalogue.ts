import { ACCOUNT_MESSAGES } from './catalogue/accounts';
import { CHECKOUT_MESSAGES } from './catalogue/checkout';
import { EDGE_MESSAGES } from './catalogue/edge';
import { INVOICING_MESSAGES } from './catalogue/invoicing';
import { MARKETPLACE_MESSAGES } from './catalogue/marketplace';
import { ORDER_EVENT_MESSAGES } from './catalogue/order-events';
import { ORDER_LOOKUP_MESSAGES } from './catalogue/order-lookup';
import { ORDER_MESSAGES } from './catalogue/orders';
import { PAYMENT_MESSAGES } from './catalogue/payments';
import { SHIPMENT_MESSAGES } from './catalogue/shipments';
import { SHOPIFY_MESSAGES } from './catalogue/shopify';

/**
 * THE message catalogue of the shop: every text a shopper can read, keyed by a stable code, in
 * Traditional Chinese (the shop's language and the API's default) and English (the spec's own wording
 * where it gives one, quoted in the comment beside the entry; "ours" marks entries the spec does not word,
 * whose English is a faithful rendering of the zh-TW). Server and web read it through formatMessage()
 * (domain/messages/index.ts); nothing else in application/, server/, adapters/ or web/src (whose screen
 * texts have their own catalogue, web/src/i18n/) may hold a zh-TW literal (test/architecture/no-zh-tw-literals.test.ts). Codes are stable API: the server returns them in
 * `{ code, message, fields }` and the web may switch on them; the wording may improve without breaking anyone.
 *
 * Placeholders are written {name} and filled by formatMessage().
 *
 * The entries live in catalogue/, one file per area; the web's screen texts in web/src/i18n/ refer to these
 * entries rather than repeat them, and two codes that say the same thing share one entry
 * (web/src/i18n/catalogue.test.ts). index.test.ts checks that no code is defined in two areas.
 *
 * The mails' texts are not here but in mail-catalogue.ts: only the server sends mail, and this catalogue is in
 * every page's first load (the storefront formats the server's codes), where they were 3 KB of gzip for nothing.
 */
export const CATALOGUE = {
  ...ACCOUNT_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...ORDER_MESSAGES,
  ...EDGE_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...MARKETPLACE_MESSAGES,
  ...SHOPIFY_MESSAGES,
  ...SHIPMENT_MESSAGES,
  ...INVOICING_MESSAGES,
  ...ORDER_EVENT_MESSAGES,
  ...ORDER_LOOKUP_MESSAGES,
} as const;

/** The areas, for the check that no code is defined twice (a later area's spread would hide an earlier entry). */
export const CATALOGUE_AREAS = [
  ACCOUNT_MESSAGES, CHECKOUT_MESSAGES, ORDER_MESSAGES, EDGE_MESSAGES, PAYMENT_MESSAGES,
  MARKETPLACE_MESSAGES, SHOPIFY_MESSAGES, SHIPMENT_MESSAGES, INVOICING_MESSAGES, ORDER_LOOKUP_MESSAGES, ORDER_EVENT_MESSAGES,
] as const;
