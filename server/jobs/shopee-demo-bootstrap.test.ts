import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { ConnectShopee } from '../../application/marketplace/connect-shopee';
import { SyncMarketplaceCatalogue } from '../../application/marketplace/sync-marketplace-catalogue';
import { FakeMarketplaceSource, sourceProduct } from '../../application/marketplace/testing/fake-marketplace-source';
import { FakeShopeeAuthorization } from '../../application/marketplace/testing/fake-shopee-authorization';
import { InMemoryCatalogueWriter } from '../../application/marketplace/testing/in-memory-catalogue-writer';
import { InMemoryJobLeases } from '../../application/shared/testing/in-memory-job-leases';
import { InMemorySpentShopeeAuthStates } from '../../application/marketplace/testing/in-memory-spent-shopee-auth-states';
import { InMemoryShopeeConnectionStore } from '../../application/marketplace/testing/in-memory-shopee-connection-store';
import { InMemorySyncRuns } from '../../application/sync/testing/in-memory-sync-runs';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { InMemoryAuditLog } from '../../application/shared/testing/in-memory-audit-log';
import type { Logger } from '../logger';
import { bootstrapShopeeDemo } from './shopee-demo-bootstrap';

const SHOP_ID = 225_001;

function setUp() {
  const clock = new FakeClock('2026-11-28T08:00:00.000Z');
  const source = new FakeMarketplaceSource().put(sourceProduct(1, { updateTime: 1_764_000_000 }), sourceProduct(2, { updateTime: 1_764_000_001 }));
  const catalogue = new InMemoryCatalogueWriter();
  const connections = new InMemoryShopeeConnectionStore();
  const authorization = new FakeShopeeAuthorization();
  const logged: string[] = [];
  const logger: Logger = { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) };
  const sync = new SyncMarketplaceCatalogue(source, catalogue, new InMemorySyncRuns(), new InMemoryJobLeases(), connections, clock, logger, { invalidate: () => undefined });
  const connect = new ConnectShopee(authorization, { issue: () => 'unused', read: () => null }, new InMemorySpentShopeeAuthStates(), connections, sync, clock, logger, new RecordStaffAction(new InMemoryAuditLog(), clock));
  return { catalogue, connections, authorization, sync, connect, logger, logged };
}

describe('bootstrapShopeeDemo', () => {
  it('with no connection: connects to the simulator\'s shop with a code it issued, and the full sync fills the catalogue', async () => {
    const demo = setUp();
    const issueCode = jest.fn((shopId: number) => demo.authorization.issueCode(shopId));
    expect(await bootstrapShopeeDemo(demo.connect, demo.connections, { shopId: SHOP_ID, issueCode }, demo.logger)).toBe(true);
    expect(issueCode).toHaveBeenCalledWith(SHOP_ID);
    expect(await demo.connections.get()).toMatchObject({ shopId: SHOP_ID, status: 'connected' });
    await demo.sync.idle();
    expect(await demo.catalogue.countProducts()).toBe(2);
  });

  it('leaves an existing connection alone, and logs instead of throwing when the simulator refuses', async () => {
    const demo = setUp();
    const issueCode = jest.fn(() => 'a-code-the-simulator-never-issued');
    expect(await bootstrapShopeeDemo(demo.connect, demo.connections, { shopId: SHOP_ID, issueCode }, demo.logger)).toBe(false);
    expect(demo.logged).toEqual(['error: shopee demo: could not connect to the simulator']);
    await demo.connect.connectWithCode(demo.authorization.issueCode(SHOP_ID), SHOP_ID);
    await demo.sync.idle();
    issueCode.mockClear();
    expect(await bootstrapShopeeDemo(demo.connect, demo.connections, { shopId: SHOP_ID, issueCode }, demo.logger)).toBe(false);
    expect(issueCode).not.toHaveBeenCalled();
  });
});
