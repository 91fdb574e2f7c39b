import type { Knex } from 'knex';
import { HOLD_TAKES_UNIT } from '../../../domain/cart/hold-rules';
import { whereHold } from './hold-sql';

/**
 * The availability of the outlet in SQL (design.md, section 2): an item's units minus its reservations that
 * still take a unit away. The rule itself is the domain's HOLD_TAKES_UNIT (domain/cart/hold-rules.ts), compiled
 * by hold-sql.ts into
 *
 *   released_at IS NULL AND (confirmed_at IS NOT NULL OR expires_at > :now)
 *
 * A confirmed reservation is a sale and counts forever; an unconfirmed one stops counting the instant it
 * expires, because `now` is a parameter (from the Clock port), so no job has to run for a unit to come back.
 * The list, the detail, the variants and the atomic reserve all use the functions below.
 */

/** Adds the "still holds a unit" condition on outlet_reservations (optionally aliased) to a query. */
export function whereHoldActive(query: Knex.QueryBuilder, now: Date, table = 'outlet_reservations'): Knex.QueryBuilder {
  return whereHold(query, HOLD_TAKES_UNIT, now, { table });
}

/**
 * A derived table `holds(outlet_item_id, reserved_count)` for LEFT JOINing onto outlet_items, so a list of
 * any length stays ONE query. Grouping reads only (outlet_item_id, released_at, expires_at, confirmed_at)
 * through outlet_reservations_item_active_index.
 */
export function activeHoldCounts(knex: Knex, now: Date, itemIds?: readonly number[]): Knex.QueryBuilder {
  const reservations = knex('outlet_reservations').select('outlet_reservations.outlet_item_id').count({ reserved_count: '*' });
  if (itemIds) reservations.whereIn('outlet_reservations.outlet_item_id', [...itemIds]);
  return whereHoldActive(reservations, now).groupBy('outlet_reservations.outlet_item_id').as('holds');
}

/**
 * LEFT JOINs the hold counts onto a query of outlet_items and selects reserved_count (0 when none). `itemIds`: the
 * query reads only these items, so the grouping is limited to them too.
 */
export function withReservedCount(knex: Knex, query: Knex.QueryBuilder, now: Date, itemIds?: readonly number[]): Knex.QueryBuilder {
  return query
    .leftJoin(activeHoldCounts(knex, now, itemIds), 'holds.outlet_item_id', 'outlet_items.id')
    .select(knex.raw('coalesce(holds.reserved_count, 0) as reserved_count'));
}

/** Active holds of one item: what the reserving transaction counts after locking the item row. */
export async function countActiveHolds(knex: Knex, itemId: number, now: Date): Promise<number> {
  const [row] = await whereHoldActive(knex('outlet_reservations').count({ held: '*' }).where('outlet_reservations.outlet_item_id', itemId), now);
  return Number((row as { held: number | string }).held);
}

/** Units still free. Never below 0 on the wire, although stock corrections could make total < held. */
export function availableUnits(totalQuantity: number | string, reserved: number | string): number {
  return Math.max(0, Number(totalQuantity) - Number(reserved));
}
