import type { Knex } from 'knex';
import { sortCategoryNames } from '../../../application/marketplace/category-order';
import type {
  MarketplaceCatalogue, MarketplaceCatalogueWriter, MarketplaceListQuery, MarketplacePage, MarketplaceProductRecord, MarketplaceSearchQuery,
} from '../../../application/marketplace/marketplace-catalogue.port';
import type { MarketplaceProduct } from '../../../domain/marketplace/marketplace-product';
import { databaseKind } from '../knex-factory';
import { chunks, IDS_PER_STATEMENT, rowsPerStatement } from '../multi-row-statements';
import { inWriteTransaction } from '../write-transaction';
import { bigrams, characterCount, searchText, spreadGrams } from './search-grams';
import {
  fit, LIST_COLUMNS, modelRowsOf, PRODUCT_COLUMNS, productRow, toProduct, toVariation, WIDTH, type ShopeeListRow, type ShopeeModelRow,
} from './shopee-rows';

/**
 * The marketplace catalogue on shopee_products, shopee_models, shopee_categories and shopee_search_grams
 * (migrations 20261128_0501 and 0701), SQLite or MySQL.
 *
 * Read side: every page is two statements, run together: the page's rows, joined to a derived table that picks
 * the page's item ids from an index alone (ORDER BY item_id DESC LIMIT/OFFSET: page 400 walks 8,000 index
 * entries, never 8,000 rows), and COUNT(*) over the same ids. The search's ids come from the bigram index
 * (see search() and docs/decisions.md "Marketplace search is a character-bigram index").
 *
 * Write side (the sync job): one transaction per call, multi-row statements (a few hundred rows each, under
 * SQLite's and MySQL's placeholder limits), products upserted with INSERT ... ON CONFLICT / ON DUPLICATE KEY
 * UPDATE, an item's models deleted and inserted again, its grams rewritten only when its name changed (a re-sync
 * of 10,000 unchanged names writes no gram). The rows' shapes and mappings: shopee-rows.ts.
 */
export class KnexMarketplaceCatalogue implements MarketplaceCatalogue, MarketplaceCatalogueWriter {
  constructor(private readonly knex: Knex) {}

  // ---- read side -------------------------------------------------------------------------------------

  async categories(): Promise<string[]> {
    // DISTINCT reads the (category, item_id) index; the order is decided in one place for every engine.
    const rows: Array<{ category: string }> = await this.knex('shopee_products').distinct('category').whereNotNull('category').where('category', '<>', '');
    return sortCategoryNames(rows.map((row) => row.category));
  }

  async list(query: MarketplaceListQuery): Promise<MarketplacePage> {
    const ids = this.knex('shopee_products').select('item_id');
    if (query.category !== undefined) {
      ids.where('category', query.category);
      // The index compares with utf8mb4_unicode_ci ('Bags' = 'bags'); the filter is the exact name, as in the fake.
      if (databaseKind(this.knex) === 'mysql') ids.whereRaw('category = ? COLLATE utf8mb4_bin', [query.category]);
    }
    return this.pageOf(ids, 'item_id', query);
  }

  /**
   * The items whose lower-cased name contains the lower-cased keyword, newest first:
   * - a keyword of exactly 2 characters is one bigram, and the items having it are exactly the answer: the
   *   posting list is one range of the (gram, item_id) primary key, already in item_id order (no sort, and the
   *   count reads the index only);
   * - a longer one: the items having all its distinct bigrams (at most 8, spread over it: spreadGrams) by
   *   GROUP BY item_id HAVING COUNT = k over the posting lists, a derived table, each confirmed by INSTR on
   *   search_name, because 'ab' and 'bc' also occur in 'ab…bc';
   * - one that lower-cases to fewer than 2 characters has no bigram: INSTR over the names (the codec refuses
   *   such keywords; this only keeps the port total).
   * INSTR, not LIKE: the keyword is never a pattern, so '%', '_' and '\' are ordinary characters without any
   * escaping to get wrong. search_name has a binary collation on MySQL, so the check is exact there too.
   */
  async search(query: MarketplaceSearchQuery): Promise<MarketplacePage> {
    const text = searchText(query.keyword);
    const grams = bigrams(text);
    if (characterCount(text) === 2) {
      return this.pageOf(this.knex('shopee_search_grams').select('item_id').where('gram', grams[0]), 'item_id', query);
    }
    if (grams.length === 0) {
      return this.pageOf(this.knex('shopee_products').select('item_id').whereRaw('INSTR(search_name, ?) > 0', [text]), 'item_id', query);
    }
    // A derived table, not `item_id IN (subquery)`: with IN, MariaDB walked shopee_products in item_id order
    // (to skip the sort for LIMIT) and probed the subquery row by row, about 5 times slower on 10,000 items.
    const narrowing = spreadGrams(grams);
    const candidates = this.knex('shopee_search_grams').select('item_id').whereIn('gram', narrowing).groupBy('item_id').havingRaw('COUNT(*) = ?', [narrowing.length]);
    const ids = this.knex.select('candidate.item_id').from(candidates.as('candidate'))
      .join('shopee_products as named', 'named.item_id', 'candidate.item_id')
      .whereRaw('INSTR(named.search_name, ?) > 0', [text]);
    return this.pageOf(ids, 'candidate.item_id', query);
  }

  async detail(itemId: number): Promise<MarketplaceProduct | undefined> {
    if (!Number.isSafeInteger(itemId) || itemId <= 0) return undefined;
    const row: ShopeeListRow | undefined = await this.knex('shopee_products').first([...LIST_COLUMNS, 'description']).where('item_id', itemId);
    if (!row) return undefined;
    const models: Omit<ShopeeModelRow, 'item_id'>[] = await this.knex('shopee_models')
      .select('model_id', 'name', 'price', 'stock', 'model_sku', 'image_url', 'available')
      .where('item_id', itemId).orderBy('position', 'asc');
    return {
      ...toProduct(row),
      description: row.description ?? '',
      variations: models.map(toVariation),
    };
  }

  /** `ids` selects the matching item ids as `orderColumn`; the page's rows come back newest first with the total. */
  private async pageOf(ids: Knex.QueryBuilder, orderColumn: string, query: { page: number; limit: number }): Promise<MarketplacePage> {
    const pageIds = ids.clone().orderBy(orderColumn, 'desc').limit(query.limit).offset((query.page - 1) * query.limit);
    const [rows, counted] = await Promise.all([
      this.knex('shopee_products as p')
        .select(LIST_COLUMNS.map((column) => `p.${column}`))
        .join(pageIds.as('page'), 'page.item_id', 'p.item_id')
        .orderBy('p.item_id', 'desc') as Promise<ShopeeListRow[]>,
      this.knex.count({ count: '*' }).from(ids.clone().as('matching')).first() as Promise<{ count: number | string } | undefined>,
    ]);
    return { products: rows.map(toProduct), total: Number(counted?.count ?? 0) };
  }

  // ---- write side (the sync job) ------------------------------------------------------------------------

  async upsertProducts(records: readonly MarketplaceProductRecord[], syncedAt: Date, runId: number | null): Promise<void> {
    // The last record of an item wins (a multi-row upsert must not name a key twice).
    const latest = new Map(records.map((record) => [record.itemId, record]));
    // Only items for sale are kept (the table holds listed items only): any other status removes the item.
    const listed = [...latest.values()].filter((record) => record.status === 'NORMAL');
    const unlisted = [...latest.values()].filter((record) => record.status !== 'NORMAL').map((record) => record.itemId);
    if (latest.size === 0) return;

    await inWriteTransaction(this.knex, async (trx) => {
      if (unlisted.length > 0) await deleteItems(trx, unlisted);
      if (listed.length === 0) return;
      const itemIds = listed.map((record) => record.itemId);

      const storedNames = new Map<number, string | null>();
      for (const chunk of chunks(itemIds, IDS_PER_STATEMENT)) {
        const rows: Array<{ item_id: number | string; search_name: string | null }> = await trx('shopee_products').select('item_id', 'search_name').whereIn('item_id', chunk);
        for (const row of rows) storedNames.set(Number(row.item_id), row.search_name);
      }

      const productRows = listed.map((record) => productRow(record, syncedAt, runId));
      // A record without a run id (an incremental sync) keeps the full sync's mark on a row it already has.
      const merged = PRODUCT_COLUMNS.filter((column) => column !== 'item_id' && (runId !== null || column !== 'seen_run_id'));
      for (const chunk of chunks(productRows, rowsPerStatement(trx, PRODUCT_COLUMNS.length))) {
        await trx('shopee_products').insert(chunk).onConflict('item_id').merge([...merged]);
      }

      for (const chunk of chunks(itemIds, IDS_PER_STATEMENT)) await trx('shopee_models').whereIn('item_id', chunk).delete();
      const modelRows = listed.flatMap(modelRowsOf);
      for (const chunk of chunks(modelRows, rowsPerStatement(trx, 9))) await trx('shopee_models').insert(chunk);

      const renamed = productRows.filter((row) => storedNames.get(row.item_id) !== row.search_name);
      for (const chunk of chunks(renamed.map((row) => row.item_id).filter((id) => storedNames.has(id)), IDS_PER_STATEMENT)) {
        await trx('shopee_search_grams').whereIn('item_id', chunk).delete();
      }
      const gramRows = renamed.flatMap((row) => bigrams(row.search_name).map((gram) => ({ gram, item_id: row.item_id })));
      for (const chunk of chunks(gramRows, rowsPerStatement(trx, 2))) await trx('shopee_search_grams').insert(chunk);
    });
  }

  async removeProducts(itemIds: readonly number[]): Promise<number> {
    const ids = [...new Set(itemIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (ids.length === 0) return 0;
    return inWriteTransaction(this.knex, (trx) => deleteItems(trx, ids));
  }

  /**
   * Deletes the products no full sync up to `runId` saw: seen_run_id NULL or lower. A row a LATER run marked
   * (run ids grow) stays: that run saw the item after this one listed the shop.
   */
  async removeUnseen(runId: number): Promise<number> {
    return inWriteTransaction(this.knex, async (trx) => {
      const unseen = (query: Knex.QueryBuilder) => query.whereNull('seen_run_id').orWhere('seen_run_id', '<', runId);
      const rows: Array<{ item_id: number | string }> = await trx('shopee_products').select('item_id').where(unseen);
      return deleteItems(trx, rows.map((row) => Number(row.item_id)));
    });
  }

  async replaceCategories(categories: readonly { categoryId: number; parentId: number | null; name: string }[]): Promise<void> {
    const rows = [...new Map(categories.map((category) => [category.categoryId, {
      category_id: category.categoryId, parent_id: category.parentId, name: fit(category.name, WIDTH.category) ?? '',
    }])).values()];
    await inWriteTransaction(this.knex, async (trx) => {
      await trx('shopee_categories').delete();
      for (const chunk of chunks(rows, rowsPerStatement(trx, 3))) await trx('shopee_categories').insert(chunk);
    });
  }

  async categoryNames(): Promise<Map<number, string>> {
    const rows: Array<{ category_id: number | string; name: string }> = await this.knex('shopee_categories').select('category_id', 'name');
    return new Map(rows.map((row) => [Number(row.category_id), row.name]));
  }

  async latestUpdateTime(): Promise<number | null> {
    const row = await this.knex('shopee_products').max({ latest: 'source_update_time' }).first() as { latest: number | string | null } | undefined;
    return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
  }

  async countProducts(): Promise<number> {
    const row = await this.knex('shopee_products').count({ count: '*' }).first() as { count: number | string } | undefined;
    return Number(row?.count ?? 0);
  }
}

/** Deletes items with their models and grams (children first: no reliance on SQLite's foreign_keys pragma). */
async function deleteItems(trx: Knex.Transaction, itemIds: readonly number[]): Promise<number> {
  let removed = 0;
  for (const chunk of chunks(itemIds, IDS_PER_STATEMENT)) {
    await trx('shopee_search_grams').whereIn('item_id', chunk).delete();
    await trx('shopee_models').whereIn('item_id', chunk).delete();
    removed += await trx('shopee_products').whereIn('item_id', chunk).delete();
  }
  return removed;
}
