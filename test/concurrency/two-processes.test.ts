import { fetchAsBrowser } from '../support/cart-key';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { withDatabase } from '../../adapters/persistence/database-url';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import { buildDemoCatalogue } from '../../adapters/persistence/seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../support/databases';
import { assertServerBuilt, startChildServer, type ChildServer } from './child-servers';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * The reservation race across PROCESSES (design.md, section 2: "on any number of server processes, exactly
 * one winner"): two compiled servers share one database, and N shoppers with distinct phones, split between
 * them, race for K units. In-process locks or caches cannot help here; only the database can serialise.
 */
const N = 40;
const K = 5;

interface SharedDatabase {
  /** The environment that points a child server at the database. */
  env: NodeJS.ProcessEnv;
  knex: Knex;
  close(): Promise<void>;
}

async function sharedSqlite(): Promise<SharedDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-two-processes-'));
  const knex = createKnex({ sqliteFile: path.join(dataDir, 'shop.sqlite') });
  await migrateToLatest(knex);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    knex,
    close: async () => {
      await knex.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function sharedMysql(open: () => Promise<OpenDatabase>): Promise<SharedDatabase> {
  // databasesUnderTest creates (and later drops) a fresh database; under CI without MYSQL_URL it fails here.
  const database = await open();
  const [[row]] = await database.knex.raw('SELECT DATABASE() AS name');
  return { env: { DATABASE_URL: withDatabase(String(process.env.MYSQL_URL), String(row.name)) }, knex: database.knex, close: database.close };
}

describe.each(databasesUnderTest)('two server processes on one $name database', (database) => {
  let shared: SharedDatabase;
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    assertServerBuilt();
    shared = database.name === 'mysql' ? await sharedMysql(() => database.open()) : await sharedSqlite();
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
