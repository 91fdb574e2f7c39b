import type { Knex } from 'knex';
import type { InvoiceStore } from '../../../application/invoicing/invoice-store.port';
import { InMemoryInvoiceStore } from '../../../application/invoicing/testing/in-memory-invoice-store';
import type { InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { openTwoKnexInstances } from '../testing/two-knex-instances';
import { KnexInvoiceStore } from './knex-invoice-store';

/** The orders' e-invoices (application/invoicing/invoice-store.port.ts) on the fake, SQLite and MySQL. */
const T0 = new Date('2026-12-03T02:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 120_000;
const INVOICE = { number: 'AB12345678', issuedAt: new Date('2026-12-03T02:00:01.000Z'), randomCode: '1234' };
const orderId = () => `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;

interface Subject {
  store: InvoiceStore;
  /** The row checkout writes: the shopper's choice, NOT_ISSUED. */
  seed(orderId: string, choice: InvoiceChoice): Promise<void>;
}

async function insertChoice(knex: Knex, id: string, choice: InvoiceChoice): Promise<void> {
  await knex('invoices').insert({
    order_id: id, kind: choice.kind, barcode: choice.kind === 'mobile-barcode' ? choice.barcode : null,
    tax_id: choice.kind === 'company' ? choice.taxId : null, title: choice.kind === 'company' ? choice.title : null,
    state: 'NOT_ISSUED', attempts: 0, created_at: T0, updated_at: T0,
  });
}

describePortContract<Subject>('InvoiceStore', [
  fakeMaker(() => {
    const store = new InMemoryInvoiceStore();
    return { store, seed: async (id, choice) => store.seed(id, choice, T0) };
  }),
  ...knexMakers((knex) => ({ store: new KnexInvoiceStore(knex), seed: (id: string, choice: InvoiceChoice) => insertChoice(knex, id, choice) })),
], (subject) => {
  const store = () => subject().store;

  it('an order without a row gets the default choice at its first issue claim; a void claim inserts nothing', async () => {
    const id = orderId();
    expect(await store().claim(id, 'void', 'R1', T0, LEASE)).toEqual({ kind: 'settled', record: undefined });
    expect(await store().find(id)).toBeUndefined();
    const claim = await store().claim(id, 'issue', `R${id.slice(4)}`, T0, LEASE);
    expect(claim).toMatchObject({
      kind: 'claimed',
      record: { orderId: id, choice: { kind: 'member-carrier' }, state: 'NOT_ISSUED', relateNumber: `R${id.slice(4)}`, attempts: 1, claimedUntil: at(LEASE) },
    });
  });

  it('keeps the choice checkout wrote', async () => {
    const id = orderId();
    await subject().seed(id, { kind: 'company', taxId: '04595257', title: 'Test Ltd' });
    expect(await store().claim(id, 'issue', 'R2', T0, LEASE)).toMatchObject({ kind: 'claimed', record: { choice: { kind: 'company', taxId: '04595257', title: 'Test Ltd' } } });
  });

  it('a live claim makes a second caller busy; once the lease ran out (a killed process) it is retaken with the first RelateNumber', async () => {
    const id = orderId();
    await store().claim(id, 'issue', 'FIRST1', T0, LEASE);
    expect(await store().claim(id, 'issue', 'FIRST1', at(1000), LEASE)).toMatchObject({ kind: 'busy', until: at(LEASE) });
    const retaken = await store().claim(id, 'issue', 'OTHER2', at(LEASE), LEASE);
    expect(retaken).toMatchObject({ kind: 'claimed', record: { relateNumber: 'FIRST1', attempts: 2, claimedUntil: at(2 * LEASE) } });
    await store().release(id, at(LEASE + 1));
    expect(await store().claim(id, 'issue', 'FIRST1', at(LEASE + 2), LEASE)).toMatchObject({ kind: 'claimed', record: { state: 'NOT_ISSUED', attempts: 3 } });
  });

  it('records the issued invoice once; an issue claim afterwards is settled, a void claim takes it', async () => {
    const id = orderId();
    await store().claim(id, 'issue', 'R3', T0, LEASE);
    const issued = await store().recordIssued(id, INVOICE, at(2000));
    expect(issued).toMatchObject({ state: 'ISSUED', invoice: INVOICE, claimedUntil: null, lastError: null, updatedAt: at(2000) });
    expect(await store().claim(id, 'issue', 'R3', at(3000), LEASE)).toMatchObject({ kind: 'settled', record: { state: 'ISSUED' } });
    // A late write of another issue attempt changes nothing.
    expect(await store().recordFailure(id, 'issue', { state: 'ISSUE_FAILED', reason: 'late' }, at(4000))).toMatchObject({ state: 'ISSUED', lastError: null });
    expect(await store().claim(id, 'void', 'R3', at(5000), LEASE)).toMatchObject({ kind: 'claimed', record: { state: 'ISSUED' } });
    expect(await store().recordVoided(id, at(6000))).toMatchObject({ state: 'VOIDED', voidedAt: at(6000), invoice: INVOICE });
    expect(await store().claim(id, 'void', 'R3', at(7000), LEASE)).toMatchObject({ kind: 'settled', record: { state: 'VOIDED' } });
  });

  it('a failure keeps its reason, releases the claim and may be claimed again; the problems list shows it, newest first', async () => {
    const first = orderId();
    const second = orderId();
    await store().claim(first, 'issue', 'R4', T0, LEASE);
    await store().recordFailure(first, 'issue', { state: 'ISSUE_FAILED', reason: '5070350 no track' }, at(1000));
    await store().claim(second, 'issue', 'R5', T0, LEASE);
    await store().recordIssued(second, INVOICE, at(1000));
    await store().claim(second, 'void', 'R5', at(2000), LEASE);
    await store().recordFailure(second, 'void', { state: 'NEEDS_ALLOWANCE', reason: 'window closed' }, at(3000));
    const problems = (await store().listProblems(500)).filter((p) => [first, second].includes(p.orderId));
    expect(problems.map((p) => [p.orderId, p.state, p.lastError])).toEqual([
      [second, 'NEEDS_ALLOWANCE', 'window closed'], [first, 'ISSUE_FAILED', '5070350 no track'],
    ]);
    expect(await store().claim(first, 'issue', 'R4', at(1001), LEASE)).toMatchObject({ kind: 'claimed', record: { state: 'ISSUE_FAILED', attempts: 2 } });
    expect(await store().claim(second, 'void', 'R5', at(4000), LEASE)).toMatchObject({ kind: 'settled' });
  });

  it('postpone keeps the state, frees the row and remembers when; the shared pause only grows', async () => {
    const id = orderId();
    await store().claim(id, 'issue', 'R6', T0, LEASE);
    await store().postpone(id, at(1_800_000), 'rate limited', at(1000));
    expect(await store().find(id)).toMatchObject({ state: 'NOT_ISSUED', claimedUntil: null, nextAttemptAt: at(1_800_000), lastError: 'rate limited' });
    await store().pauseCalls(at(1_800_000));
    await store().pauseCalls(at(60_000));
    expect(await store().callsPausedUntil()).toEqual(at(1_800_000));
    await store().pauseCalls(at(3_600_000));
    expect(await store().callsPausedUntil()).toEqual(at(3_600_000));
  });
});

/** Two processes (two knex instances on one database) racing for one order's issue claim. */
describe.each(databasesUnderTest)('InvoiceStore across two knex instances on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await openTwoKnexInstances(db, 'invoice-store-'));
  });
  afterAll(() => close());

  it('of 10 contenders (both processes, no row yet) exactly one claims the issue', async () => {
    const id = orderId();
    const claims = await Promise.all(Array.from({ length: 10 }, (_, index) => (
      new KnexInvoiceStore(index % 2 === 0 ? first : second).claim(id, 'issue', 'RACE1', at(index), LEASE)
    )));
    expect(claims.filter(({ kind }) => kind === 'claimed')).toHaveLength(1);
    expect(claims.filter(({ kind }) => kind === 'busy')).toHaveLength(9);
  });
});

/** A row checkout did not write (hand-edited): the jobs read it as the order pages do (invoice-rows.ts). */
describe.each(databasesUnderTest)('KnexInvoiceStore on a hand-edited row on $name', (db) => {
  let opened: OpenDatabase;

  beforeAll(async () => {
    opened = await db.open();
  });
  afterAll(() => opened.close());

  it('an unknown kind is an error, not the member carrier; a company without its title keeps its kind', async () => {
    const store = new KnexInvoiceStore(opened.knex);
    const unknown = orderId();
    await opened.knex('invoices').insert({ order_id: unknown, kind: 'paper', state: 'NOT_ISSUED', attempts: 0, created_at: T0, updated_at: T0 });
    await expect(store.find(unknown)).rejects.toThrow('unknown invoice kind paper');
    const untitled = orderId();
    await opened.knex('invoices').insert({ order_id: untitled, kind: 'company', tax_id: '04595257', state: 'NOT_ISSUED', attempts: 0, created_at: T0, updated_at: T0 });
    expect((await store.find(untitled))?.choice).toEqual({ kind: 'company', taxId: '04595257', title: '' });
  });
});
