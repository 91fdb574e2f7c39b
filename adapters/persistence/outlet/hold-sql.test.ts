import fc from 'fast-check';
import type { Knex } from 'knex';
import {
  HOLD_AWAITS_CHECKOUT, HOLD_LAPSED, HOLD_SOLD, HOLD_TAKES_UNIT, HOLD_UNSETTLED, holdMatches, type HoldCondition, type StoredHold,
} from '../../../domain/cart/hold-rules';
import { KnexCartStore } from '../cart/knex-cart-store';
import { buildDemoCatalogue, insertOutletItems } from '../seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { countActiveHolds, withReservedCount } from './availability';
import { whereHold } from './hold-sql';

/**
 * The hold rules are written once, in domain/cart/hold-rules.ts; the SQL is compiled from them (hold-sql.ts).
 * These properties check the compiled SQL against the domain's own evaluation: random reservation rows and a
 * random `now` are stored, and every rule selects (and counts, and sweeps) exactly the rows holdMatches picks.
 * The instants come from a pool of six, one second and one millisecond apart, so that "expires exactly now"
 * (the boundary of [created, expires)) comes up in most runs: a `>=` for `>` in the compiler fails at once.
 */
const NOW = Date.parse('2026-11-22T04:00:00.000Z');
const ITEMS = 3;
const PHONES = ['0911111111', '0922222222'];

const instant = fc.tuple(fc.integer({ min: -1, max: 1 }), fc.constantFrom(0, 1)).map(([s, ms]) => NOW + s * 1000 + ms);
/** Set or not, half and half (fast-check's default would give null only one time in six). */
const optionalInstant = fc.option(instant, { nil: null, freq: 2 });
interface Row extends StoredHold {
  item: number;
  phone: string;
}
const row: fc.Arbitrary<Row> = fc.record({
  item: fc.integer({ min: 0, max: ITEMS - 1 }),
  phone: fc.constantFrom(...PHONES),
  expiresAt: instant,
  releasedAt: optionalInstant,
  confirmedAt: optionalInstant,
});
const scenario = fc.record({ rows: fc.array(row, { maxLength: 12 }), now: instant });

const RULES: Array<[string, HoldCondition]> = [
  ['HOLD_TAKES_UNIT', HOLD_TAKES_UNIT],
  ['HOLD_AWAITS_CHECKOUT', HOLD_AWAITS_CHECKOUT],
  ['HOLD_SOLD', HOLD_SOLD],
  ['HOLD_UNSETTLED', HOLD_UNSETTLED],
  ['HOLD_LAPSED', HOLD_LAPSED],
];
const RUNS = 60;

describe.each(databasesUnderTest)('hold rules compiled to SQL agree with the domain on $name', (db) => {
  let database: OpenDatabase;
  let knex: Knex;
  let itemIds: number[];

  beforeAll(async () => {
    database = await db.open();
    knex = database.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(NOW), ITEMS));
    itemIds = (await knex('outlet_items').select('id').orderBy('id')).map((r: { id: number }) => Number(r.id));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Replaces the reservations with `rows`; returns their ids in the same order. */
  async function store(rows: readonly Row[]): Promise<number[]> {
    await knex('outlet_reservations').delete();
    const ids: number[] = [];
    for (const r of rows) {
      const [id] = await knex('outlet_reservations').insert({
        outlet_item_id: itemIds[r.item], reserved_by: r.phone, created_at: new Date(NOW - 7_200_000),
        expires_at: new Date(r.expiresAt), released_at: r.releasedAt === null ? null : new Date(r.releasedAt),
        confirmed_at: r.confirmedAt === null ? null : new Date(r.confirmedAt),
      });
      ids.push(Number(id));
    }
    return ids;
  }

  const expected = (rule: HoldCondition, rows: readonly Row[], ids: readonly number[], now: number) =>
    ids.filter((_, i) => holdMatches(rule, rows[i], now));
  const sorted = (values: readonly unknown[]) => values.map(Number).sort((a, b) => a - b);

  it('every rule selects exactly the rows the domain picks (qualified, aliased and unqualified columns)', async () => {
    await fc.assert(fc.asyncProperty(scenario, async ({ rows, now }) => {
      const ids = await store(rows);
      for (const [, rule] of RULES) {
        const want = expected(rule, rows, ids, now);
        const at = new Date(now);
        expect(sorted(await whereHold(knex('outlet_reservations').select('id'), rule, at).pluck('id'))).toEqual(want);
        expect(sorted(await whereHold(knex('outlet_reservations as r').select('r.id'), rule, at, { table: 'r' }).pluck('id'))).toEqual(want);
        expect(sorted(await whereHold(knex('outlet_reservations').select('id'), rule, at, { table: null }).pluck('id'))).toEqual(want);
      }
    }), { numRuns: RUNS });
  });

  it('the availability counts (one item, and the grouped list) are the domain count of holds taking a unit', async () => {
    await fc.assert(fc.asyncProperty(scenario, async ({ rows, now }) => {
      await store(rows);
      const at = new Date(now);
      const want = itemIds.map((_, item) => rows.filter((r) => r.item === item && holdMatches(HOLD_TAKES_UNIT, r, now)).length);
      expect(await Promise.all(itemIds.map((id) => countActiveHolds(knex, id, at)))).toEqual(want);
      const listed: Array<{ id: number; reserved_count: number | string }> =
        await withReservedCount(knex, knex('outlet_items').select('outlet_items.id').orderBy('outlet_items.id'), at);
      expect(listed.map((r) => Number(r.reserved_count))).toEqual(want);
    }), { numRuns: RUNS });
  });

  it('the sweep records exactly the lapsed holds, as expired at their own expiry', async () => {
    const cart = new KnexCartStore(knex);
    await fc.assert(fc.asyncProperty(scenario, async ({ rows, now }) => {
      const ids = await store(rows);
      const want = expected(HOLD_LAPSED, rows, ids, now);
      expect(await cart.sweepExpired(new Date(now))).toBe(want.length);
      const swept: Array<{ id: number; released_at: unknown; expires_at: unknown }> =
        await knex('outlet_reservations').select('id', 'released_at', 'expires_at').where('released_reason', 'expired');
      expect(sorted(swept.map((r) => r.id))).toEqual(want);
      for (const r of swept) expect(new Date(r.released_at as string).getTime()).toBe(new Date(r.expires_at as string).getTime());
    }), { numRuns: RUNS });
  });
});
