import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { ShopeeConnection, ShopeeConnectionStore } from '../../../application/marketplace/shopee-connection.port';
import { InMemoryShopeeConnectionStore } from '../../../application/marketplace/testing/in-memory-shopee-connection-store';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { createTokenCipher } from '../../security/token-cipher';
import { createKnex } from '../knex-factory';
import { migrateToLatest } from '../migrations';
import { withDatabase } from '../database-url';
import { databasesUnderTest } from '../testing/databases-under-test';
import { describePortContract, fakeMaker, type PortMaker } from '../testing/port-contract';
import { KnexShopeeConnectionStore } from './knex-shopee-connection-store';

/**
 * The ShopeeConnectionStore's rotation (application/marketplace/shopee-connection.port.ts; get, save and clear:
 * connections/connection-store.contract.test.ts). `other` is the same database seen by another process (a second
 * knex instance, its own connections), for the promise that two processes never refresh with the same single-use token.
 */
interface Subject {
  store: ShopeeConnectionStore;
  other: ShopeeConnectionStore;
}

const KEY = randomBytes(32);
const clock = new FakeClock('2026-11-28T02:00:00.000Z');
const storeOn = (knex: Knex) => new KnexShopeeConnectionStore(knex, createTokenCipher(KEY), clock);

const sqliteFileMaker: PortMaker<Subject> = {
  name: 'sqlite',
  async start() {
    // A file, not :memory:, so that two knex instances (two "processes") share the database.
    const file = join(tmpdir(), `shopee-connection-${process.pid}-${randomBytes(4).toString('hex')}.sqlite`);
    const first = createKnex({ sqliteFile: file });
    await migrateToLatest(first);
    // better-sqlite3 waits for a lock synchronously: in ONE test process the second instance's wait would freeze
    // the event loop the first one needs to finish. Real processes wait side by side; here the second gives up
    // sooner (SQLITE_BUSY) and rotate() queues again, which is the same path.
    const second = createKnex({ sqliteFile: file, timeouts: { connectMs: 3000, acquireMs: 5000, statementMs: 1000 } });
    return {
      make: async () => ({ store: storeOn(first), other: storeOn(second) }),
      async stop() {
        await Promise.all([first.destroy(), second.destroy()]);
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  },
};

/** The fake: one store seen by both "processes" (its queue plays the row lock). */
const fakeMakers: PortMaker<Subject>[] = [fakeMaker(() => {
  const store = new InMemoryShopeeConnectionStore();
  return { store, other: store };
})];

const mysqlMakers: PortMaker<Subject>[] = databasesUnderTest.filter((db) => db.name === 'mysql').map((db) => ({
  name: 'mysql',
  async start() {
    const open = await db.open();
    const [[{ name }]] = await open.knex.raw('SELECT DATABASE() AS name');
    const second = createKnex({ databaseUrl: withDatabase(process.env.MYSQL_URL ?? '', name) });
    return {
      make: async () => ({ store: storeOn(open.knex), other: storeOn(second) }),
      async stop() {
        await second.destroy();
        await open.close();
      },
    };
  },
}));

const at = (iso: string) => new Date(iso);

function connection(overrides: Partial<ShopeeConnection> = {}): ShopeeConnection {
  return {
    shopId: 20_000_000_123, // above 2^32, like Shopee's ids
    shopName: '好物選品旗艦店',
    accessToken: '6a55746e4b6e4f7a4c6d4e6f70717273',
    refreshToken: '456e416172656e7a6f6f7a6f6f7a6f6f',
    accessExpiresAt: at('2026-11-28T06:00:00.000Z'),
    refreshExpiresAt: at('2026-12-28T02:00:00.000Z'),
    authExpiresAt: at('2027-11-28T00:00:00.000Z'),
    connectedAt: at('2026-11-28T02:00:00.000Z'),
    status: 'connected',
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describePortContract<Subject>('ShopeeConnectionStore', [...fakeMakers, sqliteFileMaker, ...mysqlMakers], (subject) => {
  // One row per database: every test starts from no connection.
  beforeEach(async () => {
    await subject().store.clear();
  });

  it('rotate without a connection answers null and never calls refresh', async () => {
    const refresh = jest.fn(async (current: ShopeeConnection) => current);
    expect(await subject().store.rotate(refresh)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rotate hands refresh the current row and stores what it returns', async () => {
    const { store, other } = subject();
    await store.save(connection());
    const rotated = connection({ accessToken: 'new-access', refreshToken: 'new-refresh', accessExpiresAt: at('2026-11-28T10:00:00.000Z') });
    const refresh = jest.fn(async () => rotated);
    expect(await store.rotate(refresh)).toEqual(rotated);
    expect(refresh).toHaveBeenCalledWith(connection());
    expect(await other.get()).toEqual(rotated);
  });

  it('rotate keeps the row when refresh returns it unchanged, and stores nothing when refresh throws', async () => {
    const { store } = subject();
    await store.save(connection());
    expect(await store.rotate(async (current) => current)).toEqual(connection());
    await expect(store.rotate(async () => { throw new Error('Shopee said no'); })).rejects.toThrow('Shopee said no');
    expect(await store.get()).toEqual(connection());
  });

  it('two processes rotating at once: exactly one refresh, and both end with the same new pair', async () => {
    const { store, other } = subject();
    await store.save(connection({ accessToken: 'stale-access', refreshToken: 'single-use-refresh' }));
    const usedRefreshTokens: string[] = [];
    // What the token keeper does: refresh only if the row still holds the token it saw as stale.
    const refreshIfStill = (stale: string) => async (current: ShopeeConnection): Promise<ShopeeConnection> => {
      if (current.accessToken !== stale) return current;
      usedRefreshTokens.push(current.refreshToken);
      await sleep(300); // Shopee's answer takes a while: the other process must be waiting, not reading
      return { ...current, accessToken: 'fresh-access', refreshToken: 'fresh-refresh', accessExpiresAt: at('2026-11-28T06:00:00.000Z') };
    };
    const [first, second] = await Promise.all([store.rotate(refreshIfStill('stale-access')), other.rotate(refreshIfStill('stale-access'))]);
    expect(usedRefreshTokens).toEqual(['single-use-refresh']);
    expect([first?.accessToken, first?.refreshToken]).toEqual(['fresh-access', 'fresh-refresh']);
    expect([second?.accessToken, second?.refreshToken]).toEqual(['fresh-access', 'fresh-refresh']);
    expect(await other.get()).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
  });
});
