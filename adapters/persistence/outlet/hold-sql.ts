import type { Knex } from 'knex';
import type { HoldCondition, OptionalHoldInstant } from '../../../domain/cart/hold-rules';

/**
 * Compiles a hold rule of the domain (domain/cart/hold-rules.ts) into a knex WHERE on outlet_reservations, so
 * that every query counting, selecting or updating holds states the rule the domain evaluates, and nothing is
 * restated by hand. Checked against the domain's holdMatches by property tests on SQLite and MySQL
 * (hold-sql.test.ts).
 *
 * The vocabulary maps one to one: unset/set -> IS NULL / IS NOT NULL; unexpired/expired -> expires_at > :now /
 * expires_at <= :now (expires_at is NOT NULL, so no third truth value); all/any -> a parenthesised AND/OR group.
 */
const COLUMN: Record<OptionalHoldInstant | 'expiresAt', string> = {
  releasedAt: 'released_at',
  confirmedAt: 'confirmed_at',
  expiresAt: 'expires_at',
};

export interface HoldSqlOptions {
  /** The table (or alias) the columns belong to; null for unqualified columns (e.g. in a single-table UPDATE). */
  table?: string | null;
}

/** Adds `condition`, evaluated at `now`, to `query` with AND. */
export function whereHold<Q extends Knex.QueryBuilder>(query: Q, condition: HoldCondition, now: Date, options: HoldSqlOptions = {}): Q {
  const table = options.table === undefined ? 'outlet_reservations' : options.table;
  const column = (field: OptionalHoldInstant | 'expiresAt') => (table === null ? COLUMN[field] : `${table}.${COLUMN[field]}`);
  const add = (builder: Knex.QueryBuilder, part: HoldCondition, or: boolean): void => {
    switch (part.kind) {
      case 'unset':
        if (or) builder.orWhereNull(column(part.field));
        else builder.whereNull(column(part.field));
        return;
      case 'set':
        if (or) builder.orWhereNotNull(column(part.field));
        else builder.whereNotNull(column(part.field));
        return;
      case 'unexpired':
        if (or) builder.orWhere(column('expiresAt'), '>', now);
        else builder.where(column('expiresAt'), '>', now);
        return;
      case 'expired':
        if (or) builder.orWhere(column('expiresAt'), '<=', now);
        else builder.where(column('expiresAt'), '<=', now);
        return;
      case 'all':
      case 'any': {
        const group = (nested: Knex.QueryBuilder): void => {
          for (const inner of part.of) add(nested, inner, part.kind === 'any');
        };
        if (or) builder.orWhere(group);
        else builder.where(group);
        return;
      }
    }
  };
  add(query, condition, false);
  return query;
}
