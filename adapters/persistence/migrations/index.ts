import type { Knex } from 'knex';
import * as cartLineSnapshots from './20261128_0901_cart_line_snapshots';
import * as createAccounts from './20261126_0008_create_accounts';
import * as createCartLines from './20261123_0003_create_cart_lines';
import * as createMailOutbox from './20261126_0012_create_mail_outbox';
import * as createMarketplaceCatalogue from './20261128_0501_create_marketplace_catalogue';
import * as createMarketplaceSearch from './20261128_0701_create_marketplace_search';
import * as createMarketplaceSync from './20261128_0801_create_marketplace_sync';
import * as createOrders from './20261124_0004_create_orders';
import * as createOutletItems from './20261122_0001_create_outlet_items';
import * as createOutletReservations from './20261123_0002_create_outlet_reservations';
import * as createPasswordResets from './20261126_0011_create_password_resets';
import * as createPaymentAttempts from './20261124_0005_create_payment_attempts';
import * as createProviderMessageRejections from './20261127_0401_create_provider_message_rejections';
import * as createShipments from './20261129_1101_create_shipments';
import * as createShopeeConnection from './20261128_0601_create_shopee_connection';
import * as createShopifyConnection from './20261129_1301_create_shopify_connection';
import * as createShopifySync from './20261129_1303_create_shopify_sync';
import * as createShopifyWebhookEvents from './20261129_1304_create_shopify_webhook_events';
import * as createStaffAuditLog from './20261129_1501_create_staff_audit_log';
import * as createJobSchedulesAndSpentAuthStates from './20261201_2311_create_job_schedules_and_spent_auth_states';
import * as createStoreSelections from './20261125_0007_create_store_selections';
import * as customerOrders from './20261126_0010_customer_orders';
import * as linkedOrderProgress from './20261201_2201_linked_order_progress';
import * as ordersCreatedIndex from './20261201_2801_orders_created_index';

import * as linkedOrderShipping from './20261201_2801_linked_order_shipping';
import * as outletItemsShopify from './20261129_1302_outlet_items_shopify';
import * as paymentAttemptResults from './20261125_0006_payment_attempt_results';
import * as paymentAttention from './20261127_0101_payment_attention';
import * as reservationHoldCaps from './20261127_0201_reservation_hold_caps';
import * as resetCodesPerRequest from './20261127_0301_reset_codes_per_request';
import * as widenMoneyToBigint from './20261127_0402_widen_money_to_bigint';
import * as guestCartKeys from './20261201_2221_guest_cart_keys';
import * as lineVariants from './20261201_2231_line_variants';
import * as outletCategories from './20261202_0200_outlet_categories';
import * as holdCounters from './20261202_2901_hold_counters';
import * as hotReserveProcedure from './20261202_2903_hot_reserve_procedure';
import * as hotReserveBatch from './20261202_2904_hot_reserve_batch';
import * as cartHoldersBeforeTransaction from './20261203_2905_cart_holders_before_transaction';
import * as orderEventsAndInvoices from './20261203_3001_order_events_and_invoices';
import * as orderMails from './20261203_3004_order_mails';

interface Migration {
  /** Recorded in knex_migrations: no file extension, so .ts under jest and .js in dist/ are the same migration. */
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, oldest first. Listed by import rather than found by scanning a directory, so that jest
 * (TypeScript sources) and the compiled server (dist/**.js) run exactly the same list. Append new ones here.
 */
const MIGRATIONS: readonly Migration[] = [
  { name: '20261122_0001_create_outlet_items', ...createOutletItems },
  { name: '20261123_0002_create_outlet_reservations', ...createOutletReservations },
  { name: '20261123_0003_create_cart_lines', ...createCartLines },
  { name: '20261124_0004_create_orders', ...createOrders },
  { name: '20261124_0005_create_payment_attempts', ...createPaymentAttempts },
  { name: '20261125_0006_payment_attempt_results', ...paymentAttemptResults },
  { name: '20261125_0007_create_store_selections', ...createStoreSelections },
  { name: '20261126_0008_create_accounts', ...createAccounts },
  { name: '20261126_0010_customer_orders', ...customerOrders },
  { name: '20261126_0011_create_password_resets', ...createPasswordResets },
  { name: '20261126_0012_create_mail_outbox', ...createMailOutbox },
  { name: '20261127_0101_payment_attention', ...paymentAttention },
  { name: '20261127_0201_reservation_hold_caps', ...reservationHoldCaps },
  { name: '20261127_0301_reset_codes_per_request', ...resetCodesPerRequest },
  { name: '20261127_0401_create_provider_message_rejections', ...createProviderMessageRejections },
  { name: '20261127_0402_widen_money_to_bigint', ...widenMoneyToBigint },
  { name: '20261128_0501_create_marketplace_catalogue', ...createMarketplaceCatalogue },
  { name: '20261128_0601_create_shopee_connection', ...createShopeeConnection },
  { name: '20261128_0701_create_marketplace_search', ...createMarketplaceSearch },
  { name: '20261128_0801_create_marketplace_sync', ...createMarketplaceSync },
  { name: '20261128_0901_cart_line_snapshots', ...cartLineSnapshots },
  { name: '20261129_1101_create_shipments', ...createShipments },
  { name: '20261129_1301_create_shopify_connection', ...createShopifyConnection },
  { name: '20261129_1302_outlet_items_shopify', ...outletItemsShopify },
  { name: '20261129_1303_create_shopify_sync', ...createShopifySync },
  { name: '20261129_1304_create_shopify_webhook_events', ...createShopifyWebhookEvents },
  { name: '20261129_1501_create_staff_audit_log', ...createStaffAuditLog },
  { name: '20261201_2201_linked_order_progress', ...linkedOrderProgress },
  { name: '20261201_2221_guest_cart_keys', ...guestCartKeys },
  { name: '20261201_2231_line_variants', ...lineVariants },
  { name: '20261201_2311_create_job_schedules_and_spent_auth_states', ...createJobSchedulesAndSpentAuthStates },
  { name: '20261201_2801_orders_created_index', ...ordersCreatedIndex },

  { name: '20261201_2801_linked_order_shipping', ...linkedOrderShipping },

  { name: '20261202_0200_outlet_categories', ...outletCategories },
  { name: '20261202_2901_hold_counters', ...holdCounters },
  { name: '20261202_2903_hot_reserve_procedure', ...hotReserveProcedure },
  { name: '20261202_2904_hot_reserve_batch', ...hotReserveBatch },
  { name: '20261203_2905_cart_holders_before_transaction', ...cartHoldersBeforeTransaction },
  { name: '20261203_3001_order_events_and_invoices', ...orderEventsAndInvoices },
  { name: '20261203_3004_order_mails', ...orderMails },
];

const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Brings the schema up to date; a no-op when it already is. knex's lock table serialises concurrent starts. */
export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
