import { FakeClock } from '../../../application/shared/testing/fake-clock';
import type { ShopifyConnection } from '../../../application/shopify/shopify-connection.port';
import { createTokenCipher } from '../../security/token-cipher';
import { databasesUnderTest } from '../testing/databases-under-test';
import { SHOPIFY_CONNECTION_TABLE } from './connection-tables';
import { KnexConnectionStore } from './knex-connection-store';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const CONNECTION: ShopifyConnection = {
  shopDomain: 'outlet-demo.myshopify.com', shopName: 'Outlet Demo', accessToken: 'granted-token-secret', tokenExpiresAt: new Date('2026-11-30T02:00:00.000Z'),
  clientId: 'client-1', clientSecret: 'client-secret-value', connectedAt: new Date('2026-11-29T02:00:00.000Z'), status: 'connected',
};

describe.each(databasesUnderTest)('KnexConnectionStore of shopify_connection on $name', (database) => {
  it('keeps one connection, the token and client secret encrypted; a row under another key reads as reauthorize, never a crash', async () => {
    const { knex, close } = await database.open();
    try {
      const clock = new FakeClock('2026-11-29T02:00:00.000Z');
      const store = new KnexConnectionStore(knex, SHOPIFY_CONNECTION_TABLE, createTokenCipher(KEY), clock);
      expect(await store.get()).toBeNull();
      await store.save(CONNECTION);
      await store.save({ ...CONNECTION, shopName: 'Renamed' });
      expect(await store.get()).toEqual({ ...CONNECTION, shopName: 'Renamed' });
      const rows = await knex('shopify_connection').select('*');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toMatch(/granted-token-secret|client-secret-value/);
      // The token's ciphertext pasted over the secret's column does not decrypt (each column is its own context).
      await knex('shopify_connection').update({ client_secret_enc: rows[0].access_token_enc });
      expect(await store.get()).toMatchObject({ status: 'reauthorize', accessToken: '', clientSecret: null });

      await store.save(CONNECTION);
      const rotated = new KnexConnectionStore(knex, SHOPIFY_CONNECTION_TABLE, createTokenCipher(OTHER_KEY), clock);
      expect(await rotated.get()).toMatchObject({ shopDomain: CONNECTION.shopDomain, status: 'reauthorize', accessToken: '' });
      await store.clear();
      await store.clear();
      expect(await store.get()).toBeNull();
    } finally {
      await close();
    }
  });
});
