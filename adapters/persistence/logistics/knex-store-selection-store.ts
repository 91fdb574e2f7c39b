import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoreMapRequest } from '../../../application/logistics/store-map-request';
import type { OpenStoreMapRequest, SaveStoreSelection, StoreSelectionStore } from '../../../application/logistics/store-selection-store.port';
import { isLogisticsSubType, type LogisticsSubType } from '../../../domain/orders/pickup-store';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import { isUniqueViolation } from '../write-transaction';

interface StoreSelectionRow {
  map_ref: string;
  sub_type: string;
  return_url: string;
  token_hash: string;
  created_at: StoredDateTime;
  store_id: string | null;
  store_name: string | null;
  store_address: string | null;
  store_telephone: string | null;
  selected_at: StoredDateTime | null;
}

/** Only the token's SHA-256 is stored: a leaked table cannot answer anybody's open map request. */
export function hashStoreMapToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * store_selections on SQLite or MySQL (migration 0007). Every write is a single conditional statement, so
 * concurrent servers need no lock: an UPDATE re-checks its WHERE on the latest committed row (MySQL locks it;
 * SQLite has one writer), and the primary key map_ref refuses a second INSERT.
 */
export class KnexStoreSelectionStore implements StoreSelectionStore {
  constructor(private readonly knex: Knex) {}

  async openRequest(request: OpenStoreMapRequest): Promise<'opened' | 'in_use'> {
    const row = {
      sub_type: request.subType, return_url: request.returnUrl, token_hash: hashStoreMapToken(request.token), created_at: request.now,
      store_id: null, store_name: null, store_address: null, store_telephone: null, selected_at: null,
    };
    // An expired request under this reference is replaced whole (the 6 digits wrap every 1000 s)...
    const replaced = await this.knex('store_selections').where('map_ref', request.mapRef).andWhere('created_at', '<=', request.expiredAt).update(row);
    if (replaced > 0) return 'opened';
    // ...otherwise the reference must be new: the primary key refuses a live one, even from a racing server.
    try {
      await this.knex('store_selections').insert({ map_ref: request.mapRef, ...row });
      return 'opened';
    } catch (error) {
      if (isUniqueViolation(error)) return 'in_use';
      throw error;
    }
  }

  async saveSelection(input: SaveStoreSelection): Promise<{ returnUrl: string } | undefined> {
    const matching = () => this.knex('store_selections')
      .where({ map_ref: input.mapRef, token_hash: hashStoreMapToken(input.token), sub_type: input.selection.logisticsSubType })
      .andWhere('created_at', '>', input.expiredAt);
    // Read first, then update under the same conditions: had the row been replaced in between, its token
    // would differ and the update would match nothing, so the return address read is the updated request's.
    const found: Pick<StoreSelectionRow, 'return_url'> | undefined = await matching().first('return_url');
    if (!found) return undefined;
    const { selection } = input;
    const updated = await matching().update({
      store_id: selection.storeId, store_name: selection.storeName, store_address: selection.storeAddress,
      store_telephone: selection.storeTelephone, selected_at: selection.selectedAt,
    });
    return updated > 0 ? { returnUrl: found.return_url } : undefined;
  }

  async findRequest(mapRef: string): Promise<StoreMapRequest | undefined> {
    const row: StoreSelectionRow | undefined = await this.knex('store_selections').where('map_ref', mapRef).first();
    return row ? toStoreMapRequest(row) : undefined;
  }
}

function toStoreMapRequest(row: StoreSelectionRow): StoreMapRequest {
  const subType = toSubType(row.sub_type);
  const answered = row.selected_at !== null && row.store_id !== null;
  return {
    mapRef: row.map_ref,
    subType,
    returnUrl: row.return_url,
    createdAt: new Date(toIsoUtc(row.created_at)),
    selection: answered ? {
      storeId: row.store_id ?? '',
      storeName: row.store_name ?? '',
      storeAddress: row.store_address ?? '',
      storeTelephone: row.store_telephone ?? '',
      logisticsSubType: subType,
      selectedAt: new Date(toIsoUtc(row.selected_at as StoredDateTime)),
    } : null,
  };
}

function toSubType(value: string): LogisticsSubType {
  if (!isLogisticsSubType(value)) throw new Error(`store_selections: unknown sub_type '${value}'`);
  return value;
}
