import { buildDemoCatalogue } from '../../adapters/persistence/seed/demo-catalogue';
import { databasesUnderTest } from '../support/databases';
import { assertServerBuilt, openSharedDatabase, startChildServer, type ChildServer, type SharedDatabase } from './child-servers';

/**
 * The reservation race across PROCESSES (design.md, section 2: "on any number of server processes, exactly
 * one winner"): two compiled servers share one database, and N shoppers with distinct phones, split between
 * them, race for K units. In-process locks or caches cannot help here; only the database can serialise.
 */
const N = 40;
const K = 5;

describe.each(databasesUnderTest)('two server processes on one $name database', (database) => {
  let shared: SharedDatabase;
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    assertServerBuilt();
    shared = await openSharedDatabase(database, 'shop-two-processes-');
    servers = await Promise.all([0, 1].map(() => startChildServer({ ...shared.env, LIST_CACHE_TTL_MS: '0' })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.close();
  });

  it(`${N} shoppers split over both processes race for ${K} units: exactly ${K} winners`, async () => {
    const [row] = buildDemoCatalogue(new Date(), 1);
    const [itemId] = await shared.knex('outlet_items').insert({ ...row, total_quantity: K });
    const phones = Array.from({ length: N }, (_, i) => `0955${String(i).padStart(6, '0')}`);
    const responses = await Promise.all(phones.map((phone, i) => fetch(`${servers[i % 2].baseUrl}/api/cart/add`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone, itemId }),
    })));
    const bodies: Array<{ code?: string }> = await Promise.all(responses.map((response) => response.json()));
    const winners = responses.filter((response) => response.status === 201);
    expect(winners).toHaveLength(K);
    expect(responses.filter((response, i) => response.status === 409 && bodies[i].code === 'OUTLET_ITEM_SOLD_OUT')).toHaveLength(N - K);
    // Both processes took part in the race (not one server answering everything).
    expect(new Set(responses.map((response) => response.url.split('/api')[0])).size).toBe(2);

    const [{ n }] = await shared.knex('outlet_reservations').where('outlet_item_id', itemId).whereNull('released_at').count({ n: '*' });
    expect(Number(n)).toBe(K);
    for (const server of servers) {
      const detail = await (await fetch(`${server.baseUrl}/api/outlet/item/${itemId}`)).json();
      expect(detail).toMatchObject({ available_count: 0, total_quantity: K });
    }
  });
});
