import { randomBytes } from 'node:crypto';
import type { ShopeeConnection } from '../../../application/marketplace/shopee-connection.port';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { createTokenCipher } from '../../security/token-cipher';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexShopeeConnectionStore } from './knex-shopee-connection-store';

const CONNECTION: ShopeeConnection = {
  shopId: 14701711,
  shopName: 'shop',
  accessToken: '59777174636562737266615546704c6d',
  refreshToken: '516c6b57736f6d652d726566726573682d746f6b656e',
  accessExpiresAt: new Date('2026-11-28T06:00:00.000Z'),
  refreshExpiresAt: new Date('2026-12-28T02:00:00.000Z'),
  authExpiresAt: null,
  connectedAt: new Date('2026-11-28T02:00:00.000Z'),
  status: 'connected',
};

describe.each(databasesUnderTest)('KnexShopeeConnectionStore on $name', (db) => {
  let open: OpenDatabase;
  const clock = new FakeClock('2026-11-28T02:00:00.000Z');
  beforeAll(async () => {
    open = await db.open();
  });
  afterAll(async () => {
    await open.close();
  });
  beforeEach(async () => {
    await open.knex('shopee_connection').delete();
  });

  it('stores the tokens encrypted: the raw row holds neither token, only v1 ciphertexts', async () => {
    const store = new KnexShopeeConnectionStore(open.knex, createTokenCipher(randomBytes(32)), clock);
    await store.save(CONNECTION);
    const rows = await open.knex('shopee_connection').select();
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(CONNECTION.accessToken);
    expect(raw).not.toContain(CONNECTION.refreshToken);
    expect(rows[0].id).toBe(1);
    expect(rows[0].access_token_enc).toMatch(/^v1:/);
    expect(rows[0].refresh_token_enc).toMatch(/^v1:/);
  });

  it('reads a row it cannot decrypt (the key changed) as needing re-authorisation, without tokens', async () => {
    await new KnexShopeeConnectionStore(open.knex, createTokenCipher(randomBytes(32)), clock).save(CONNECTION);
    const otherKey = new KnexShopeeConnectionStore(open.knex, createTokenCipher(randomBytes(32)), clock);
    expect(await otherKey.get()).toEqual({ ...CONNECTION, accessToken: '', refreshToken: '', status: 'reauthorize' });
  });

  it('refuses a ciphertext swapped into the other token column', async () => {
    const cipher = createTokenCipher(randomBytes(32));
    const store = new KnexShopeeConnectionStore(open.knex, cipher, clock);
    await store.save(CONNECTION);
    const row = await open.knex('shopee_connection').first('access_token_enc', 'refresh_token_enc');
    await open.knex('shopee_connection').update({ access_token_enc: row.refresh_token_enc, refresh_token_enc: row.access_token_enc });
    expect((await store.get())?.status).toBe('reauthorize');
  });

  it('writes updated_at from the clock on every write', async () => {
    const store = new KnexShopeeConnectionStore(open.knex, createTokenCipher(randomBytes(32)), clock);
    clock.set('2026-11-28T03:00:00.000Z');
    await store.save(CONNECTION);
    clock.set('2026-11-28T05:40:00.000Z');
    await store.rotate(async (current) => ({ ...current, accessToken: 'next' }));
    const row = await open.knex('shopee_connection').first('updated_at');
    expect(toIsoUtc(row.updated_at)).toBe('2026-11-28T05:40:00.000Z');
  });
});
