import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';
import { useMysqlTableOptions } from './mysql-table-options';

/**
 * The marketplace search index (issue 11; docs/decisions.md "Marketplace search is a character-bigram index"):
 * Chinese names have no spaces to split words on, MariaDB has no ngram full-text parser and SQLite's FTS5
 * trigram tokenizer cannot match a 2-character keyword, so we keep our own index of character bigrams.
 *
 * - shopee_products.search_name: the item name lower-cased (JavaScript toLowerCase, the same function that
 *   lower-cases the keyword), binary collation on MySQL, so the final substring check is exact and behaves
 *   the same on both engines (utf8mb4_unicode_ci would also fold accents and full-width letters).
 * - shopee_search_grams(gram, item_id): every distinct pair of consecutive characters (code points) of
 *   search_name, one row each. Primary key (gram, item_id): a keyword's posting list is one index range,
 *   already in item_id order, so "newest first" needs no sort and counting reads the index only. Binary
 *   collation: a gram matches only the same two code points. Written only by MarketplaceCatalogueWriter,
 *   together with the product row, in the same transaction; deleted with the product (cascade).
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = databaseKind(knex) === 'mysql';
  await knex.schema.alterTable('shopee_products', (table) => {
    const column = table.text('search_name').nullable();
    if (mysql) column.collate('utf8mb4_bin');
  });
  await knex.schema.createTable('shopee_search_grams', (table) => {
    useMysqlTableOptions(knex, table);
    const gram = table.string('gram', 2).notNullable();
    if (mysql) gram.collate('utf8mb4_bin');
    table.bigInteger('item_id').unsigned().notNullable().references('item_id').inTable('shopee_products').onDelete('CASCADE');
    table.primary(['gram', 'item_id']);
    // Rewriting or deleting one item's grams.
    table.index(['item_id'], 'shopee_search_grams_item_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopee_search_grams');
  await knex.schema.alterTable('shopee_products', (table) => { table.dropColumn('search_name'); });
}
