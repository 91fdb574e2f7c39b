import { toEpochMs, type Instant } from '../shared/time';

/**
 * THE rules of an outlet hold (decision 4, "Availability is one SQL predicate"), written once, as data.
 *
 * Each rule is a small declarative condition on a stored reservation's three instants. The domain evaluates it
 * with `holdMatches` (the in-memory fake, checkout's plan, add-to-cart's decision), and the database adapter
 * compiles the SAME description into a knex WHERE (adapters/persistence/outlet/hold-sql.ts), so the SQL that
 * counts and updates holds cannot drift from the rule. adapters/persistence/outlet/hold-sql.test.ts checks the
 * compiled SQL against `holdMatches` with random rows on SQLite and MySQL.
 *
 * The vocabulary is deliberately tiny (what SQL and JavaScript agree on without surprises): an optional
 * instant is set or not; the expiry is later than `now` or not (a hold is [created, expires): at the expiry
 * instant the unit is free again); and all-of / any-of.
 */

/** A stored reservation as the rules need it: times in epoch ms, null when not set. */
export interface StoredHold {
  expiresAt: number;
  releasedAt: number | null;
  confirmedAt: number | null;
}

/** The instants a rule may test for being set (the nullable ones). */
export type OptionalHoldInstant = 'releasedAt' | 'confirmedAt';

export type HoldCondition =
  | { readonly kind: 'unset'; readonly field: OptionalHoldInstant }
  | { readonly kind: 'set'; readonly field: OptionalHoldInstant }
  /** expiresAt > now */
  | { readonly kind: 'unexpired' }
  /** expiresAt <= now */
  | { readonly kind: 'expired' }
  | { readonly kind: 'all'; readonly of: readonly HoldCondition[] }
  | { readonly kind: 'any'; readonly of: readonly HoldCondition[] };

export const unset = (field: OptionalHoldInstant): HoldCondition => ({ kind: 'unset', field });
export const isSet = (field: OptionalHoldInstant): HoldCondition => ({ kind: 'set', field });
export const UNEXPIRED: HoldCondition = { kind: 'unexpired' };
export const EXPIRED: HoldCondition = { kind: 'expired' };
export const allOf = (...of: HoldCondition[]): HoldCondition => ({ kind: 'all', of });
export const anyOf = (...of: HoldCondition[]): HoldCondition => ({ kind: 'any', of });

/**
 * A hold takes a unit away from the stock: not released, and either sold (a confirmed hold counts forever) or
 * not yet expired. The availability of the list, the detail, the variants and the atomic reserve.
 */
export const HOLD_TAKES_UNIT = allOf(unset('releasedAt'), anyOf(isSet('confirmedAt'), UNEXPIRED));

/**
 * An active, unconfirmed hold: awaiting checkout. What the hold cap counts per phone and per client (issue 9),
 * and the only kind of hold checkout may confirm.
 */
export const HOLD_AWAITS_CHECKOUT = allOf(unset('releasedAt'), unset('confirmedAt'), UNEXPIRED);

/** Sold: checkout confirmed it and it was never released. Its line cannot be removed or cleared. */
export const HOLD_SOLD = allOf(unset('releasedAt'), isSet('confirmedAt'));

/** Neither released nor sold: a hold a shopper's remove, clear or release may still release. */
export const HOLD_UNSETTLED = allOf(unset('releasedAt'), unset('confirmedAt'));

/** Unsettled and past its expiry: what the sweep (or a renewal) records as expired. */
export const HOLD_LAPSED = allOf(unset('releasedAt'), unset('confirmedAt'), EXPIRED);

/** Whether `hold` satisfies `condition` at `now`: the domain's evaluation of a hold rule. */
export function holdMatches(condition: HoldCondition, hold: StoredHold, now: Instant): boolean {
  switch (condition.kind) {
    case 'unset':
      return hold[condition.field] === null;
    case 'set':
      return hold[condition.field] !== null;
    case 'unexpired':
      return hold.expiresAt > toEpochMs(now);
    case 'expired':
      return hold.expiresAt <= toEpochMs(now);
    case 'all':
      return condition.of.every((part) => holdMatches(part, hold, now));
    case 'any':
      return condition.of.some((part) => holdMatches(part, hold, now));
  }
}
