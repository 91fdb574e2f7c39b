import type { Knex } from 'knex';
import { databaseKind } from '../knex-factory';

/**
 * Amounts and provider numbers that can grow go from INT (at most 2,147,483,647 on MySQL) to BIGINT, so an
 * overflow is never what decides (issue 9: a provider's TradeAmt or RtnCode of 2^31 was a 500 on MySQL).
 * The ECPay adapter rejects numbers outside its documented bounds before anything is stored; this is the
 * second line. SQLite's INTEGER is 64-bit already, so there is nothing to change there (and SQLite cannot
 * alter a column type without rebuilding the table).
 *
 * Ids stay INT UNSIGNED (4,294,967,295): widening a primary key means dropping and recreating every foreign
 * key that points at it, for a shop that inserts a few thousand rows a day (docs/security/faults.md).
 */
const COLUMNS: ReadonlyArray<[table: string, column: string, nullable: boolean]> = [
  ['payment_attempts', 'amount', false],
  ['payment_attempts', 'trade_amt', true],
  ['payment_attempts', 'rtn_code', true],
  ['orders', 'total_amount', false],
  ['order_items', 'price', false],
  ['order_items', 'discount_price', false],
  ['outlet_items', 'price', false],
  ['outlet_items', 'discount_price', false],
];

export async function up(knex: Knex): Promise<void> {
  if (databaseKind(knex) !== 'mysql') return;
  await alter(knex, (table, column, nullable) => {
    const widened = table.bigInteger(column);
    (nullable ? widened.nullable() : widened.notNullable()).alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) !== 'mysql') return;
  await alter(knex, (table, column, nullable) => {
    const narrowed = table.integer(column);
    (nullable ? narrowed.nullable() : narrowed.notNullable()).alter();
  });
}

async function alter(knex: Knex, change: (table: Knex.AlterTableBuilder, column: string, nullable: boolean) => void): Promise<void> {
  const tables = [...new Set(COLUMNS.map(([table]) => table))];
  for (const name of tables) {
    await knex.schema.alterTable(name, (table) => {
      for (const [owner, column, nullable] of COLUMNS) if (owner === name) change(table, column, nullable);
    });
  }
}
