import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexResetCodeStore } from './knex-reset-code-store';

const T0 = new Date('2026-11-20T04:00:00.123Z');
const TTL = 15 * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(databasesUnderTest)('KnexResetCodeStore on $name', (database) => {
  let db: OpenDatabase;
  let store: KnexResetCodeStore;
  let counter = 0;
  /** A customers row of its own (password_resets.customer_id references it). */
  const newCustomer = async () => {
    counter += 1;
    const [id] = await db.knex('customers').insert({
      name: '王小明', email: `reset-${counter}@example.com`, phone: `09${String(30_000_000 + counter)}`, password_hash: 'x', created_at: T0, updated_at: T0,
    });
    return Number(id);
  };
  const issue = (customerId: number, codeHash = 'hash-1', now = T0) => store.add({ customerId, codeHash, expiresAt: new Date(now.getTime() + TTL), now }, 3);

  beforeAll(async () => {
    db = await database.open();
    store = new KnexResetCodeStore(db.knex);
  });
  afterAll(() => db?.close());

  it('stores codes (hash only) one beside another; up to maxLive live ones; retireAll ends them all', async () => {
    const id = await newCustomer();
    expect(await store.find(id)).toBeUndefined();
    await issue(id);
    expect(await store.find(id)).toEqual({ customerId: id, codeHash: 'hash-1', expiresAt: at(TTL), attempts: 0, usedAt: null, createdAt: T0 });

    // A second and third code: the first stays live, untouched.
    expect(await issue(id, 'hash-2', at(1000))).toBe(true);
    expect(await issue(id, 'hash-3', at(2000))).toBe(true);
    expect(await issue(id, 'hash-4', at(3000))).toBe(false);
    expect((await store.findLive(id, at(3000))).map((code) => code.codeHash)).toEqual(['hash-1', 'hash-2', 'hash-3']);
    expect(await store.find(id)).toMatchObject({ codeHash: 'hash-3' });
    expect(await store.claimAttempt(id, 'hash-1', at(3000), 5)).toBe(true);
    expect(await store.find(id)).toMatchObject({ codeHash: 'hash-3', attempts: 0 });
    expect(await store.consume(id, 'hash-2', at(3000))).toBe(true);
    expect((await store.findLive(id, at(3000))).map((code) => code.codeHash)).toEqual(['hash-1', 'hash-3']);
    // Once the first expires there is room again.
    expect(await issue(id, 'hash-5', at(TTL))).toBe(true);

    await store.retireAll(id, at(TTL + 1));
    expect(await store.findLive(id, at(TTL + 1))).toEqual([]);
    expect(await store.consume(id, 'hash-5', at(TTL + 2))).toBe(false);
  });

  it('attempts: at most maxAttempts are taken; a released one can be taken again', async () => {
    const id = await newCustomer();
    await issue(id);
    for (let i = 0; i < 5; i += 1) expect(await store.claimAttempt(id, 'hash-1', T0, 5)).toBe(true);
    expect(await store.claimAttempt(id, 'hash-1', T0, 5)).toBe(false);
    expect((await store.find(id))?.attempts).toBe(5);
    await store.releaseAttempt(id, 'hash-1');
    expect(await store.claimAttempt(id, 'hash-1', T0, 5)).toBe(true);
    expect(await store.claimAttempt(id, 'hash-1', T0, 5)).toBe(false);
  });

  it('expired at expires_at: no attempt, no consumption', async () => {
    const id = await newCustomer();
    await issue(id);
    expect(await store.claimAttempt(id, 'hash-1', at(TTL), 5)).toBe(false);
    expect(await store.consume(id, 'hash-1', at(TTL))).toBe(false);
    expect(await store.claimAttempt(id, 'hash-1', at(TTL - 1), 5)).toBe(true);
    expect(await store.consume(id, 'hash-1', at(TTL - 1))).toBe(true);
    expect(await store.consume(id, 'hash-1', at(TTL - 1))).toBe(false);
  });

  it('simultaneous guesses never take more than the attempts left; simultaneous resets consume once', async () => {
    const id = await newCustomer();
    await issue(id);
    for (let i = 0; i < 3; i += 1) await store.claimAttempt(id, 'hash-1', T0, 5);
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claimAttempt(id, 'hash-1', T0, 5)));
    expect(claims.filter(Boolean)).toHaveLength(2);
    expect((await store.find(id))?.attempts).toBe(5);

    const other = await newCustomer();
    await issue(other);
    const consumed = await Promise.all(Array.from({ length: 4 }, () => store.consume(other, 'hash-1', T0)));
    expect(consumed.filter(Boolean)).toHaveLength(1);
  });
});
