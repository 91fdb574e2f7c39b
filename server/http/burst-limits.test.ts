import { cartKeyHeaders, cartKeyOf } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { DEFAULT_ACCOUNT_SETTINGS, DEMO_STAFF_SECRET_CODE } from '../../application/accounts/account-settings';
import { buildDemoCatalogue } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { callFrom } from '../../test/support/client-ip';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { JOURNEY_HOLDS_PER_CLIENT, LIMIT_JOURNEYS, staffCodeJourney, type LimitHarness } from '../../test/support/limit-journeys';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 23 over HTTP on SQLite and MySQL with the default limits: bursts of 100 simultaneous requests get no
 * more checks than each limit (test/support/limit-journeys.ts). Each simulated client calls from its own
 * loopback address. Two processes behind a proxy: test/concurrency/two-processes.test.ts.
 */
const T0 = '2026-11-20T04:00:00.000Z';
let clients = 0;

describe.each(databasesUnderTest)('bursts against every limit on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  let skus = 0;

  const harness: LimitHarness = {
    // Each client is one browser: its cart calls carry its own cart key (issue 22).
    call: (client, method, pathname, body, headers) => callFrom(client, server.url, method, pathname, body, { ...cartKeyHeaders(cartKeyOf(client)), ...headers }),
    newClient: () => {
      clients += 1;
      return `127.${Math.floor(clients / 250) + 10}.${(clients % 250) + 1}.${(clients % 7) + 2}`;
    },
    newItems: async (n) => {
      const rows = buildDemoCatalogue(new Date(T0), n).map((row) => ({ ...row, sku: `BURST-${(skus += 1)}`, total_quantity: 1 }));
      const ids: number[] = [];
      for (const row of rows) ids.push(Number((await knex('outlet_items').insert(row))[0]));
      server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
      return ids;
    },
    abuse: { ...DEFAULT_ABUSE_LIMITS, holdsPerClient: JOURNEY_HOLDS_PER_CLIENT },
    accounts: DEFAULT_ACCOUNT_SETTINGS,
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox', abuse: harness.abuse }, { knex, logger: silentLogger, clock: new FakeClock(T0), env: {} });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('staff code per client; strangers never lock the owner out', () => staffCodeJourney(harness, DEMO_STAFF_SECRET_CODE));
  it.each(LIMIT_JOURNEYS)('%s', (_name, journey) => journey(harness));
});
