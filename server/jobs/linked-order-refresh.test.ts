import { systemClock } from '../../adapters/clock/system-clock';
import { KnexCustomerOrderStore } from '../../adapters/persistence/customers/knex-customer-order-store';
import { KnexJobSchedules } from '../../adapters/persistence/jobs/knex-job-schedules';
import { KnexJobLeases } from '../../adapters/persistence/marketplace/knex-job-leases';
import { openTwoKnexInstances, type TwoKnexInstances } from '../../adapters/persistence/testing/two-knex-instances';
import { LinkedOrderRefresher } from '../../application/customers/refresh-linked-order';
import { RefreshLinkedOrders } from '../../application/customers/refresh-linked-orders';
import { FakeShopeeOrders } from '../../application/marketplace/testing/fake-shopee-orders';
import { databasesUnderTest } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startLinkedOrderRefresh } from './linked-order-refresh';
import { schedulePollMs } from './sync-schedule';

/**
 * Issue 23's rule for scheduled jobs, applied to issue 22's linked-order refresh: two processes (two knex instances
 * of one database, each its own RefreshLinkedOrders) run the refresh once per interval between them, on the
 * interval's grid, not once per process. A 1.2-second interval stands in for LINKED_ORDER_REFRESH_EVERY_MS.
 */
const INTERVAL_MS = 1200;
const INTERVALS = 4;

describe.each(databasesUnderTest)('the linked order refresh shared by two processes on $name', (db) => {
  let databases: TwoKnexInstances;

  beforeAll(async () => {
    databases = await openTwoKnexInstances(db, 'linked-order-refresh-');
  });
  afterAll(() => databases.close());

  it('runs once per interval of the shared schedule, not once per process', async () => {
    const runs: Array<{ process: number; at: number; kind: string }> = [];
    const processRefresh = (knex: TwoKnexInstances['first'], process: number) => {
      const store = new KnexCustomerOrderStore(knex);
      const job = new RefreshLinkedOrders(store, new LinkedOrderRefresher(store, systemClock, new FakeShopeeOrders()), new KnexJobLeases(knex), systemClock);
      return {
        execute: async (input: { owner: string; intervalMs: number }) => {
          const result = await job.execute(input);
          runs.push({ process, at: Date.now(), kind: result.kind });
          return result;
        },
      };
    };
    const startedAt = Date.now();
    const jobs = [databases.first, databases.second].map((knex, index) => (
      startLinkedOrderRefresh(processRefresh(knex, index), INTERVAL_MS, new KnexJobSchedules(knex), silentLogger)
    ));
    await new Promise((resolve) => setTimeout(resolve, INTERVALS * INTERVAL_MS + INTERVAL_MS / 2));
    await Promise.all(jobs.map((job) => job.stop()));

    // Due at 1.2, 2.4, 3.6 and 4.8 s, each run by one process, found by the first poll after it (every 300 ms).
    expect(runs.map(({ kind }) => kind)).toEqual(Array(INTERVALS).fill('ran'));
    runs.forEach(({ at }, index) => {
      expect(at - startedAt).toBeGreaterThanOrEqual((index + 1) * INTERVAL_MS);
      expect(at - startedAt).toBeLessThan((index + 1) * INTERVAL_MS + schedulePollMs(INTERVAL_MS) + 250);
    });
  }, 20_000);
});
