import type { Knex } from 'knex';
import type { Clock } from '../../../application/shared/clock.port';
import type { ShopifyConnection, ShopifyConnectionStore } from '../../../application/shopify/shopify-connection.port';
import type { TokenCipher } from '../../security/token-cipher';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

const TABLE = 'shopify_connection';
/** The one row (migration 20261129_1301). */
const ROW_ID = 1;
/** Each ciphertext's additional authenticated data: a value pasted into the other column does not decrypt. */
export const SHOPIFY_TOKEN_CONTEXT = 'shopify_connection.access_token';
export const SHOPIFY_CLIENT_SECRET_CONTEXT = 'shopify_connection.client_secret';

interface ConnectionRow {
  id: number;
  shop_domain: string;
  shop_name: string | null;
  access_token_enc: string;
  token_expires_at: StoredDateTime | null;
  client_id: string | null;
  client_secret_enc: string | null;
  connected_at: StoredDateTime;
  status: string;
  updated_at: StoredDateTime;
}

/**
 * ShopifyConnectionStore on SQLite or MySQL, the token and client secret AES-256-GCM encrypted (TokenCipher under
 * SHOPIFY_TOKEN_KEY). A row that no longer decrypts (the key changed) reads as 'reauthorize' with empty
 * credentials, never a 500: staff connect again and the row is replaced under the new key.
 */
export class KnexShopifyConnectionStore implements ShopifyConnectionStore {
  constructor(private readonly knex: Knex, private readonly cipher: TokenCipher, private readonly clock: Clock) {}

  async get(): Promise<ShopifyConnection | null> {
    const row: ConnectionRow | undefined = await this.knex(TABLE).where({ id: ROW_ID }).first();
    return row ? this.toConnection(row) : null;
  }

  async save(connection: ShopifyConnection): Promise<void> {
    await this.knex(TABLE).insert({ id: ROW_ID, ...this.toRow(connection) }).onConflict('id').merge();
  }

  async clear(): Promise<void> {
    await this.knex(TABLE).where({ id: ROW_ID }).delete();
  }

  private toRow(connection: ShopifyConnection): Omit<ConnectionRow, 'id'> {
    return {
      shop_domain: connection.shopDomain,
      shop_name: connection.shopName,
      access_token_enc: this.cipher.encrypt(connection.accessToken, SHOPIFY_TOKEN_CONTEXT),
      token_expires_at: connection.tokenExpiresAt,
      client_id: connection.clientId,
      client_secret_enc: connection.clientSecret === null ? null : this.cipher.encrypt(connection.clientSecret, SHOPIFY_CLIENT_SECRET_CONTEXT),
      connected_at: connection.connectedAt,
      status: connection.status,
      updated_at: this.clock.now(),
    };
  }

  private toConnection(row: ConnectionRow): ShopifyConnection {
    const base = {
      shopDomain: row.shop_domain,
      shopName: row.shop_name,
      tokenExpiresAt: row.token_expires_at === null ? null : toDate(row.token_expires_at),
      clientId: row.client_id,
      connectedAt: toDate(row.connected_at),
    };
    try {
      return {
        ...base,
        accessToken: this.cipher.decrypt(row.access_token_enc, SHOPIFY_TOKEN_CONTEXT),
        clientSecret: row.client_secret_enc === null ? null : this.cipher.decrypt(row.client_secret_enc, SHOPIFY_CLIENT_SECRET_CONTEXT),
        status: row.status === 'reauthorize' ? 'reauthorize' : 'connected',
      };
    } catch {
      return { ...base, accessToken: '', clientSecret: null, status: 'reauthorize' };
    }
  }
}

const toDate = (value: StoredDateTime): Date => new Date(toIsoUtc(value));
