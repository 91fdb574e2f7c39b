import { randomBytes } from 'node:crypto';
import type { ShopeeConnection } from '../../../application/marketplace/shopee-connection.port';
import { InMemoryShopeeConnectionStore } from '../../../application/marketplace/testing/in-memory-shopee-connection-store';
import type { ConnectionStore } from '../../../application/shared/connection-store.port';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { InMemoryConnectionStore } from '../../../application/shared/testing/in-memory-connection-store';
import type { ShopifyConnection } from '../../../application/shopify/shopify-connection.port';
import { createTokenCipher } from '../../security/token-cipher';
import { KnexShopeeConnectionStore } from '../marketplace/knex-shopee-connection-store';
import { describePortContract, fakeMaker, knexMakers } from '../testing/port-contract';
import { SHOPIFY_CONNECTION_TABLE } from './connection-tables';
import { KnexConnectionStore } from './knex-connection-store';

/**
 * The platform connection's promises (application/shared/connection-store.port.ts) for each platform, on the fake,
 * SQLite and MySQL: one connection or none, returned whole (nulls, instants, big ids, Chinese names), replaced by a
 * save, forgotten by a clear, its status kept. Shopee's rotation has its own suite (shopee-connection-store.contract.test.ts).
 */
const KEY = randomBytes(32);
const clock = new FakeClock('2026-11-28T02:00:00.000Z');
const at = (iso: string) => new Date(iso);

function describeConnectionContract<Connection extends { status: 'connected' | 'reauthorize' }>(
  platform: string, makers: Parameters<typeof describePortContract<ConnectionStore<Connection>>>[1], first: Connection, second: Connection,
): void {
  describePortContract<ConnectionStore<Connection>>(`ConnectionStore (${platform})`, makers, (subject) => {
    // One row per database: every test starts from no connection.
    beforeEach(async () => {
      await subject().clear();
    });

    it('has no connection until one is saved, then returns it whole', async () => {
      expect(await subject().get()).toBeNull();
      await subject().save(first);
      expect(await subject().get()).toEqual(first);
    });

    it('save replaces the connection (a new authorisation); clear forgets it, twice without harm', async () => {
      await subject().save(first);
      await subject().save(second);
      expect(await subject().get()).toEqual(second);
      await subject().clear();
      await subject().clear();
      expect(await subject().get()).toBeNull();
    });

    it('keeps the reauthorize status, and hands out copies: changing one changes nothing stored', async () => {
      await subject().save({ ...first, status: 'reauthorize' });
      const read = await subject().get();
      expect(read?.status).toBe('reauthorize');
      if (read) read.status = 'connected';
      expect((await subject().get())?.status).toBe('reauthorize');
    });
  });
}

const shopee = (overrides: Partial<ShopeeConnection> = {}): ShopeeConnection => ({
  shopId: 20_000_000_123, // above 2^32, like Shopee's ids
  shopName: '好物選品旗艦店', accessToken: '6a55746e4b6e4f7a4c6d4e6f70717273', refreshToken: '456e416172656e7a6f6f7a6f6f7a6f6f',
  accessExpiresAt: at('2026-11-28T06:00:00.000Z'), refreshExpiresAt: at('2026-12-28T02:00:00.000Z'), authExpiresAt: at('2027-11-28T00:00:00.000Z'),
  connectedAt: at('2026-11-28T02:00:00.000Z'), status: 'connected', ...overrides,
});

const shopify = (overrides: Partial<ShopifyConnection> = {}): ShopifyConnection => ({
  shopDomain: 'outlet-demo.myshopify.com', shopName: '暢貨中心', accessToken: 'granted-token-secret', tokenExpiresAt: at('2026-11-30T02:00:00.000Z'),
  clientId: 'client-1', clientSecret: 'client-secret-value', connectedAt: at('2026-11-29T02:00:00.000Z'), status: 'connected', ...overrides,
});

describeConnectionContract<ShopeeConnection>('shopee', [
  fakeMaker(() => new InMemoryShopeeConnectionStore()),
  ...knexMakers((knex) => new KnexShopeeConnectionStore(knex, createTokenCipher(KEY), clock)),
], shopee(), shopee({ shopId: 555, shopName: null, accessToken: 'access-2', refreshToken: 'refresh-2', authExpiresAt: null }));

describeConnectionContract<ShopifyConnection>('shopify', [
  fakeMaker(() => new InMemoryConnectionStore<ShopifyConnection>()),
  ...knexMakers((knex) => new KnexConnectionStore(knex, SHOPIFY_CONNECTION_TABLE, createTokenCipher(KEY), clock)),
], shopify(), shopify({ shopDomain: 'outlet.example.com', shopName: null, accessToken: 'shpat_static', tokenExpiresAt: null, clientId: null, clientSecret: null }));
