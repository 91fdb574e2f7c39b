import type { Knex } from 'knex';

/**
 * MySQL/MariaDB: the writes of a hot-path add-to-cart in ONE round trip (issue 29, docs/decisions.md section 39).
 * adapters/persistence/cart/hold-counters.ts calls it after its plain read; SQLite keeps its write transaction.
 *
 * Why a procedure: on two cores every statement is a socket write and a wake-up in the server process and in
 * MySQL (the profile's largest item), and every autocommit statement is a log flush. The procedure runs the
 * same decision as before in one transaction whose LAST write is the conditional UPDATE of the counters, so
 *
 * - the hot rows (the item's, a carrier address's) are locked from that UPDATE to the COMMIT a few
 *   microseconds later, inside the server: no round trip while they are held (an UPDATE first held the item's
 *   lock across the inserts: 0.4-5.4 ms per add instead of 0.1, decision 39);
 * - the reservation is inserted with foreign_key_checks off for that one statement: the foreign key would take
 *   a shared lock on the item, and two reservers that both then want its exclusive lock deadlock every time.
 *   The item's existence is still proved: the UPDATE must match the item's row, or everything rolls back;
 * - refused (sold out or over a cap by the counters), nothing was written: ROLLBACK, and the caller counts the
 *   rows as before; a line of the item that appeared meanwhile (a double click) rolls back too;
 * - the counters and the holds they count still change in one atomic step (the transaction), so "counters may
 *   be high, never low" (decision 34) holds unchanged; no pending row is written on this path.
 *
 * The holder rows a new cart or client lacks are inserted before the transaction (autocommit), as before: an
 * INSERT IGNORE that meets a row another reserver locks may be picked as a deadlock victim, which only means the
 * row exists. SQL SECURITY INVOKER: it runs with the caller's rights, not the migrating account's.
 * A server that refuses CREATE PROCEDURE (no CREATE ROUTINE right, TiDB) keeps the statement-by-statement path:
 * the caller falls back when the call says the procedure does not exist.
 */
export const HOT_RESERVE_PROCEDURE = 'cart_hot_reserve';

/** The tables' own (mysql-table-options.ts): a parameter would otherwise take the database's default, and mixing two collations in `=` is an error. */
const TEXT = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

const CREATE = `
CREATE PROCEDURE ${HOT_RESERVE_PROCEDURE}(
  IN p_item INT UNSIGNED, IN p_phone VARCHAR(15) ${TEXT}, IN p_cart_key VARCHAR(64) ${TEXT}, IN p_client_key VARCHAR(32) ${TEXT},
  IN p_cart_holder VARCHAR(48) ${TEXT}, IN p_client_holder VARCHAR(48) ${TEXT}, IN p_new_cart_holder TINYINT, IN p_new_client_holder TINYINT,
  IN p_cap_cart INT, IN p_cap_client INT, IN p_now DATETIME(3), IN p_expires DATETIME(3),
  IN p_variant_key VARCHAR(64) ${TEXT}, IN p_variant_id VARCHAR(64) ${TEXT}, IN p_variant_name VARCHAR(255) ${TEXT}, IN p_variant_sku VARCHAR(100) ${TEXT})
SQL SECURITY INVOKER
MODIFIES SQL DATA
BEGIN
  DECLARE v_reservation INT UNSIGNED DEFAULT NULL;
  DECLARE v_line INT UNSIGNED DEFAULT NULL;
  DECLARE v_foreign_key_checks TINYINT DEFAULT @@SESSION.foreign_key_checks;
  IF p_new_client_holder THEN
    BEGIN
      -- A deadlock or lock wait here means another reserver holds the row: it exists, which is all we need.
      DECLARE CONTINUE HANDLER FOR 1213, 1205 BEGIN END;
      INSERT IGNORE INTO reservation_holders (holder_key, held) VALUES (p_client_holder, 0);
    END;
  END IF;
  BEGIN
    DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN ROLLBACK; SET SESSION foreign_key_checks = v_foreign_key_checks; RESIGNAL; END;
    START TRANSACTION;
    IF p_new_cart_holder THEN INSERT IGNORE INTO reservation_holders (holder_key, held) VALUES (p_cart_holder, 0); END IF;
    -- Without the foreign key's shared lock on the item (see above); the UPDATE below proves the item exists.
    SET SESSION foreign_key_checks = 0;
    INSERT INTO outlet_reservations (outlet_item_id, reserved_by, cart_key, client_key, created_at, expires_at)
      VALUES (p_item, p_phone, p_cart_key, p_client_key, p_now, p_expires);
    SET v_reservation = LAST_INSERT_ID();
    SET SESSION foreign_key_checks = v_foreign_key_checks;
    INSERT INTO cart_lines (phone, cart_key, item_type, item_id, variant_key, variant_id, snapshot_variant_name, snapshot_variant_sku, reservation_id, created_at)
      VALUES (p_phone, p_cart_key, 'outlet', p_item, p_variant_key, p_variant_id, p_variant_name, p_variant_sku, v_reservation, p_now);
    SET v_line = LAST_INSERT_ID();
    -- Last: the hot rows are locked from here to the COMMIT, the next statement, inside the server.
    IF p_client_holder IS NULL THEN
      UPDATE outlet_items i JOIN reservation_holders c ON c.holder_key = p_cart_holder
        SET i.held_units = i.held_units + 1, c.held = c.held + 1
        WHERE i.id = p_item AND i.held_units < i.total_quantity AND c.held < p_cap_cart;
    ELSE
      UPDATE outlet_items i JOIN reservation_holders c ON c.holder_key = p_cart_holder JOIN reservation_holders k ON k.holder_key = p_client_holder
        SET i.held_units = i.held_units + 1, c.held = c.held + 1, k.held = k.held + 1
        WHERE i.id = p_item AND i.held_units < i.total_quantity AND c.held < p_cap_cart AND k.held < p_cap_client;
    END IF;
    IF ROW_COUNT() > 0 THEN
      COMMIT;
    ELSE
      ROLLBACK;
      SET v_reservation = NULL, v_line = NULL;
    END IF;
  END;
  SELECT v_reservation AS reservation_id, v_line AS line_id;
END`;

const REFUSALS = new Set(['ER_SP_BADSTATEMENT', 'ER_DBACCESS_DENIED_ERROR', 'ER_PROCACCESS_DENIED_ERROR', 'ER_SPECIFIC_ACCESS_DENIED_ERROR', 'ER_NOT_SUPPORTED_YET']);

async function serverVersion(knex: Knex): Promise<string> {
  const [rows] = await knex.raw('SELECT VERSION() AS version') as [Array<{ version?: unknown }>];
  return String(rows[0]?.version ?? '');
}

export async function up(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  try {
    await knex.raw(`DROP PROCEDURE IF EXISTS ${HOT_RESERVE_PROCEDURE}`);
    await knex.raw(CREATE);
  } catch (error) {
    // No right to create routines, or a server without them: the hot path keeps its statements (see above).
    const code = (error as { code?: unknown }).code;
    if (REFUSALS.has(String(code))) return;
    // TiDB does not parse CREATE PROCEDURE; anywhere else a parse error is a mistake here and must fail.
    if (code === 'ER_PARSE_ERROR' && /tidb/i.test(await serverVersion(knex))) return;
    throw error;
  }
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.dialect !== 'mysql') return;
  await knex.raw(`DROP PROCEDURE IF EXISTS ${HOT_RESERVE_PROCEDURE}`);
}
