import { RecordStaffAction } from '../../admin/record-staff-action';
import { InMemoryAuditLog } from '../../shared/testing/in-memory-audit-log';
import { FakeClock } from '../../shared/testing/fake-clock';
import { RecordingEventLog } from '../../shared/testing/recording-event-log';
import type { ShopDomains } from '../shop-domains.port';
import { ShopifyAccess } from '../shopify-access';
import type { ShopifyConnection } from '../shopify-connection.port';
import type { SyncShopifyStock } from '../sync-shopify-stock';
import { FAKE_SHOP, FAKE_TOKEN, FakeShopifyAdmin } from './fake-shopify-admin';
import { InMemoryConnectionStore } from '../../shared/testing/in-memory-connection-store';

export const SHOPIFY_T0 = '2026-11-29T00:00:00.000Z';

/** The adapter's rule in small (adapters/shopify is its test): '<name>.myshopify.com', with or without https://. */
export const fakeShopDomains: ShopDomains = {
  normalize: (input) => {
    const domain = input.trim().toLowerCase().replace(/^https:\/\//, '').replace(/\/$/, '');
    return /^[a-z0-9-]+\.myshopify\.com$/.test(domain) ? domain : null;
  },
};

/**
 * What the Shopify use-case tests share: the fake Admin API (its clock is ours), the connection store, the audit
 * log (and RecordStaffAction writing it) and the event log, ShopifyAccess over them, and a stand-in for the stock sync's launch (SyncShopifyStock's own
 * behaviour is its tests'): `launches` counts the syncs started.
 */
export function shopifyFixture() {
  const clock = new FakeClock(SHOPIFY_T0);
  const admin = new FakeShopifyAdmin();
  admin.now = () => clock.now();
  const connections = new InMemoryConnectionStore<ShopifyConnection>();
  const audit = new InMemoryAuditLog();
  const log = new RecordingEventLog();
  const access = new ShopifyAccess(admin, connections, clock, log);
  const sync = { launches: 0, async launch() { this.launches += 1; return { outcome: 'busy' as const }; } };
  /** A stored connection: a pasted token unless told otherwise. */
  const connect = (overrides: Partial<ShopifyConnection> = {}) => connections.save({
    shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', accessToken: FAKE_TOKEN, tokenExpiresAt: null, clientId: null, clientSecret: null,
    connectedAt: clock.now(), status: 'connected', ...overrides,
  });
  const staffAction = new RecordStaffAction(audit, clock);
  return { clock, admin, connections, audit, staffAction, log, access, sync, syncStock: sync as unknown as SyncShopifyStock, connect };
}
