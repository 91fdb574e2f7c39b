import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../seed/demo-catalogue';
import { databasesUnderTest } from './databases-under-test';

/**
 * One contract suite per port, run against every implementation of it: the in-memory fake of
 * application/<context>/testing/ (when there is one), SQLite, and MySQL when MYSQL_URL is set. A fake that
 * disagrees with the database fails the same test the database passes.
 *
 * Each implementation is started once per suite (a database is migrated once) and each test gets a fresh
 * subject over it, so a contract test must not assume an empty store: it makes its own keys with unique()
 * (the same discipline the port's callers live under, in a database full of other shoppers).
 */
export interface PortMaker<S> {
  /** 'fake', 'sqlite', 'mysql', or the adapter's name when it needs no database. */
  name: string;
  start(): Promise<{ make(): Promise<S>; stop(): Promise<void> }>;
}

/** The fake: a new one per test, nothing to stop. */
export function fakeMaker<S>(make: () => S | Promise<S>): PortMaker<S> {
  return { name: 'fake', start: async () => ({ make: async () => make(), stop: async () => undefined }) };
}

/** The knex adapter on each database under test: one migrated database per suite, a new subject per test over it. */
export function knexMakers<S>(make: (knex: Knex) => S | Promise<S>): PortMaker<S>[] {
  return databasesUnderTest.map((db) => ({
    name: db.name,
    async start() {
      const open = await db.open();
      return { make: async () => make(open.knex), stop: () => open.close() };
    },
  }));
}

/** describe(`${port} contract on <implementation>`) for each maker; `subject()` is this test's fresh subject. */
export function describePortContract<S>(port: string, makers: PortMaker<S>[], contract: (subject: () => S, implementation: () => string) => void): void {
  describe.each(makers)(`${port} contract on $name`, (maker) => {
    let started: Awaited<ReturnType<PortMaker<S>['start']>> | undefined;
    let current: S | undefined;
    beforeAll(async () => {
      started = await maker.start();
    });
    afterAll(async () => {
      await started?.stop();
    });
    beforeEach(async () => {
      if (!started) throw new Error(`${maker.name} did not start`);
      current = await started.make();
    });
    contract(() => {
      if (current === undefined) throw new Error('no subject: call subject() inside a test');
      return current;
    }, () => maker.name);
  });
}

let counter = 0;
/** A number no other test of this process has used: for phones, e-mails, ids and references. */
export function unique(): number {
  counter += 1;
  return process.pid % 1000 * 100_000 + counter;
}

/** A phone (09 + 8 digits) no other test has used. */
export const uniquePhone = (): string => `09${String(unique()).padStart(8, '0').slice(-8)}`;

/** Inserts one outlet item (a demo row with these overrides, in no category unless given) and returns its id. */
export async function insertOutletItem(knex: Knex, overrides: Partial<{ sku: string; title: string; total_quantity: number; price: number; discount_price: number; variant_details: string; display_sku: string; image_url: string; category: string | null }> = {}): Promise<number> {
  const [row] = buildDemoCatalogue(new Date('2026-01-01T00:00:00.000Z'), 1);
  const sku = overrides.sku ?? `SKU-C${unique()}`;
  await insertOutletItems(knex, [{ ...row, sku, display_sku: sku, category: null, ...overrides }]);
  const inserted = await knex('outlet_items').where({ sku }).max({ id: 'id' }).first();
  return Number(inserted?.id);
}
