import type { Knex } from 'knex';
import { HOT_RESERVE_PROCEDURE, up as createSingleProcedure } from './20261202_2903_hot_reserve_procedure';

/**
 * MySQL/MariaDB: the writes of SEVERAL hot-path adds of one item in one call, one transaction and one commit
 * (issue 29, docs/decisions.md section 45). It replaces migration 20261202_2903's one-hold procedure: the server
 * process gathers the adds of one item that arrive while a call for that item is in flight
 * (adapters/persistence/cart/hold-counters.ts, with grouped-calls.ts) and sends them as one JSON array.
 *
 * Each hold of the array is decided exactly as 2903 decided one: under a SAVEPOINT of its own, the cart's
 * holder row if it is new, the reservation (foreign_key_checks off for that one statement, see 2903), the line
 * (its identity's UNIQUE index refusing a second line: 'line_exists'), and last the conditional multi-table
 * UPDATE that adds 1 to the item's, the cart's and the client's counters only WHERE each is below its stock or
 * cap. Refused, the hold rolls back to its savepoint ('refused', nothing of it written) and the next hold is
 * decided. The holds are decided in the array's order, each seeing the counters the ones before it left, so a
 * batch takes exactly the units and the cap room that the same adds one after another would take. One COMMIT at
 * the end: the counters and the holds they count change together or not at all ("counters may be high, never
 * low", decision 34, holds unchanged).
 *
 * The item's row is locked from the first hold's UPDATE to the COMMIT, across the other holds' inserts, but
 * inside the server with no round trip in between (a few microseconds per hold); another process's batch of the
 * same item waits on that lock, which is what decides between the two processes. Any error (a deadlock victim,
 * a lock wait timeout) rolls the whole batch back and is raised again: the caller retries the whole array or
 * answers every hold of it with the error; none of it was written.
 *
 * The client addresses' holder rows a batch needs are inserted before the transaction (autocommit), as 2903
 * did, so that no two transactions hold a shared carrier address's new row. SQL SECURITY INVOKER, and a server
 * that refuses CREATE PROCEDURE keeps the statement-by-statement path (the caller falls back when the call says
 * the procedure does not exist).
 *
 * Each hold's own `now` and expiry come as milliseconds after p_now and p_expires (the first hold's).
 * The result: one row, `outcomes`, a JSON array of {n, outcome, reservation_id, line_id} (n: the hold's place
 * in the array, from 1).
 */
export const HOT_RESERVE_BATCH_PROCEDURE = 'cart_hot_reserve_batch';

/** The tables' own (mysql-table-options.ts), as in 2903: mixing two collations in `=` is an error. */
const TEXT = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

/**
 * Where the new carts' holder rows are inserted. 'in_transaction' is this migration's own procedure (a new cart's
 * row under the hold's savepoint); 'before_transaction' is migration 20261203_2905's: with the clients' rows, in
 * autocommit, because INSERT IGNORE of a row that exists takes a SHARED lock on it, and two transactions that
 * both hold it shared and then UPDATE it deadlock (seen in CI: a burst of one new cart over two processes).
 */
export type CartHolderInsert = 'in_transaction' | 'before_transaction';

export function batchProcedureSql(cartHolders: CartHolderInsert): string {
  const before = cartHolders === 'before_transaction';
  return `
CREATE PROCEDURE ${HOT_RESERVE_BATCH_PROCEDURE}(
  IN p_item INT UNSIGNED, IN p_now DATETIME(3), IN p_expires DATETIME(3), IN p_variant_key VARCHAR(64) ${TEXT}, IN p_holds LONGTEXT ${TEXT})
SQL SECURITY INVOKER
MODIFIES SQL DATA
BEGIN
  DECLARE v_out LONGTEXT ${TEXT} DEFAULT '[]';
  DECLARE v_foreign_key_checks TINYINT DEFAULT @@SESSION.foreign_key_checks;
  BEGIN
    -- A deadlock or lock wait here means another reserver holds the row: it exists, which is all we need.
    DECLARE CONTINUE HANDLER FOR 1213, 1205 BEGIN END;
    INSERT IGNORE INTO reservation_holders (holder_key, held)
      SELECT DISTINCT h.client_holder, 0 FROM JSON_TABLE(p_holds, '$[*]' COLUMNS(
        client_holder VARCHAR(48) ${TEXT} PATH '$.client_holder', new_client TINYINT PATH '$.new_client')) h
      WHERE h.new_client = 1 AND h.client_holder IS NOT NULL${before ? `
      UNION SELECT h.cart_holder, 0 FROM JSON_TABLE(p_holds, '$[*]' COLUMNS(
        cart_holder VARCHAR(48) ${TEXT} PATH '$.cart_holder', new_cart TINYINT PATH '$.new_cart')) h
      WHERE h.new_cart = 1` : ''};
  END;
  BEGIN
    DECLARE v_done TINYINT DEFAULT 0;
    DECLARE v_duplicate TINYINT DEFAULT 0;
    DECLARE v_n INT;
    DECLARE v_phone VARCHAR(15) ${TEXT};
    DECLARE v_cart_key VARCHAR(64) ${TEXT};
    DECLARE v_client_key VARCHAR(32) ${TEXT};
    DECLARE v_cart_holder VARCHAR(48) ${TEXT};
    DECLARE v_client_holder VARCHAR(48) ${TEXT};
    DECLARE v_new_cart TINYINT;
    DECLARE v_cap_cart INT;
    DECLARE v_cap_client INT;
    DECLARE v_variant_id VARCHAR(64) ${TEXT};
    DECLARE v_variant_name VARCHAR(255) ${TEXT};
    DECLARE v_variant_sku VARCHAR(100) ${TEXT};
    DECLARE v_reservation INT UNSIGNED;
    DECLARE v_line INT UNSIGNED;
    DECLARE v_now DATETIME(3);
    DECLARE v_expires DATETIME(3);
    DECLARE holds CURSOR FOR SELECT h.n, h.phone, h.cart_key, h.client_key, h.cart_holder, h.client_holder, h.new_cart,
        h.cap_cart, h.cap_client, h.variant_id, h.variant_name, h.variant_sku,
        p_now + INTERVAL h.now_ms * 1000 MICROSECOND, p_expires + INTERVAL h.expires_ms * 1000 MICROSECOND
      FROM JSON_TABLE(p_holds, '$[*]' COLUMNS(
        n FOR ORDINALITY,
        phone VARCHAR(15) ${TEXT} PATH '$.phone', cart_key VARCHAR(64) ${TEXT} PATH '$.cart_key',
        client_key VARCHAR(32) ${TEXT} PATH '$.client_key', cart_holder VARCHAR(48) ${TEXT} PATH '$.cart_holder',
        client_holder VARCHAR(48) ${TEXT} PATH '$.client_holder', new_cart TINYINT PATH '$.new_cart',
        cap_cart INT PATH '$.cap_cart', cap_client INT PATH '$.cap_client', variant_id VARCHAR(64) ${TEXT} PATH '$.variant_id',
        variant_name VARCHAR(255) ${TEXT} PATH '$.variant_name', variant_sku VARCHAR(100) ${TEXT} PATH '$.variant_sku',
        now_ms BIGINT PATH '$.now_ms', expires_ms BIGINT PATH '$.expires_ms')) h
      ORDER BY h.n;
    DECLARE CONTINUE HANDLER FOR NOT FOUND SET v_done = 1;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; SET SESSION foreign_key_checks = v_foreign_key_checks; RESIGNAL; END;
    START TRANSACTION;
    OPEN holds;
    next_hold: LOOP
      FETCH holds INTO v_n, v_phone, v_cart_key, v_client_key, v_cart_holder, v_client_holder, v_new_cart,
        v_cap_cart, v_cap_client, v_variant_id, v_variant_name, v_variant_sku, v_now, v_expires;
      IF v_done THEN LEAVE next_hold; END IF;
      SAVEPOINT hold;
${before ? '' : `      IF v_new_cart THEN INSERT IGNORE INTO reservation_holders (holder_key, held) VALUES (v_cart_holder, 0); END IF;
`}      -- Without the foreign key's shared lock on the item (2903); the UPDATE below proves the item exists.
      SET SESSION foreign_key_checks = 0;
      INSERT INTO outlet_reservations (outlet_item_id, reserved_by, cart_key, client_key, created_at, expires_at)
        VALUES (p_item, v_phone, v_cart_key, v_client_key, v_now, v_expires);
      SET v_reservation = LAST_INSERT_ID();
      SET SESSION foreign_key_checks = v_foreign_key_checks;
      SET v_duplicate = 0;
      BEGIN
        DECLARE CONTINUE HANDLER FOR 1062 SET v_duplicate = 1;
        INSERT INTO cart_lines (phone, cart_key, item_type, item_id, variant_key, variant_id, snapshot_variant_name, snapshot_variant_sku, reservation_id, created_at)
          VALUES (v_phone, v_cart_key, 'outlet', p_item, p_variant_key, v_variant_id, v_variant_name, v_variant_sku, v_reservation, v_now);
      END;
      IF v_duplicate THEN
        ROLLBACK TO SAVEPOINT hold;
        SET v_out = JSON_ARRAY_APPEND(v_out, '$', JSON_OBJECT('n', v_n, 'outcome', 'line_exists'));
      ELSE
        SET v_line = LAST_INSERT_ID();
        IF v_client_holder IS NULL THEN
          UPDATE outlet_items i JOIN reservation_holders c ON c.holder_key = v_cart_holder
            SET i.held_units = i.held_units + 1, c.held = c.held + 1
            WHERE i.id = p_item AND i.held_units < i.total_quantity AND c.held < v_cap_cart;
        ELSE
          UPDATE outlet_items i JOIN reservation_holders c ON c.holder_key = v_cart_holder JOIN reservation_holders k ON k.holder_key = v_client_holder
            SET i.held_units = i.held_units + 1, c.held = c.held + 1, k.held = k.held + 1
            WHERE i.id = p_item AND i.held_units < i.total_quantity AND c.held < v_cap_cart AND k.held < v_cap_client;
        END IF;
        IF ROW_COUNT() > 0 THEN
          SET v_out = JSON_ARRAY_APPEND(v_out, '$', JSON_OBJECT('n', v_n, 'outcome', 'reserved', 'reservation_id', v_reservation, 'line_id', v_line));
        ELSE
          ROLLBACK TO SAVEPOINT hold;
          SET v_out = JSON_ARRAY_APPEND(v_out, '$', JSON_OBJECT('n', v_n, 'outcome', 'refused'));
        END IF;
      END IF;
    END LOOP;
    CLOSE holds;
    COMMIT;
  END;
  SELECT v_out AS outcomes;
END`;
}

const REFUSALS = new Set(['ER_SP_BADSTATEMENT', 'ER_DBACCESS_DENIED_ERROR', 'ER_PROCACCESS_DENIED_ERROR', 'ER_SPECIFIC_ACCESS_DENIED_ERROR', 'ER_NOT_SUPPORTED_YET']);

async function serverVersion(knex: Knex): Promise<string> {
  const [rows] = await knex.raw('SELECT VERSION() AS version') as [Array<{ version?: unknown }>];
  return String(rows[0]?.version ?? '');
}

/** Replaces the batch procedure with `sql`; false where the server refuses routines (the caller's fallback). */
export async function createBatchProcedure(knex: Knex, sql: string): Promise<boolean> {
  try {
    await knex.raw(`DROP PROCEDURE IF EXISTS ${HOT_RESERVE_BATCH_PROCEDURE}`);
    await knex.raw(sql);
    return true;
  } catch (error) {
    // No right to create routines, a server without them or without JSON_TABLE (MySQL before 8.0, MariaDB
    // before 10.6): the hot path keeps its statements (see above).
    const code = (error as { code?: unknown }).code;
    if (REFUSALS.has(String(code))) return false;
    if (code === 'ER_PARSE_ERROR' && /tidb/i.test(await serverVersion(knex))) return false;
    throw error;
  }
}

export async function up(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  if (!(await createBatchProcedure(knex, batchProcedureSql('in_transaction')))) return;
  // The one-hold procedure has no caller any more.
  await knex.raw(`DROP PROCEDURE IF EXISTS ${HOT_RESERVE_PROCEDURE}`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  await knex.raw(`DROP PROCEDURE IF EXISTS ${HOT_RESERVE_BATCH_PROCEDURE}`);
  await createSingleProcedure(knex);
}
