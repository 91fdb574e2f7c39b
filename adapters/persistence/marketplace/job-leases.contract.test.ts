import type { Knex } from 'knex';
import type { JobLeases } from '../../../application/shared/job-leases.port';
import { InMemoryJobLeases } from '../../../application/shared/testing/in-memory-job-leases';
import { databasesUnderTest } from '../testing/databases-under-test';
import { openTwoKnexInstances } from '../testing/two-knex-instances';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexJobLeases } from './knex-job-leases';

/** The JobLeases port (application/shared/job-leases.port.ts) on its fake, SQLite and MySQL. */
const T0 = new Date('2026-11-28T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

describePortContract<JobLeases>('JobLeases', [
  fakeMaker(() => new InMemoryJobLeases()),
  ...knexMakers((knex) => new KnexJobLeases(knex)),
], (subject) => {
  const leaseName = () => `test-lease-${unique()}`;

  it('gives a free lease to the first owner only, until it lapses; then to the next one', async () => {
    const name = leaseName();
    expect(await subject().holder(name, T0)).toBeNull();
    expect(await subject().acquire(name, 'worker-a', T0, MINUTE)).toBe(true);
    expect(await subject().holder(name, T0)).toBe('worker-a');
    expect(await subject().acquire(name, 'worker-b', at(30_000), MINUTE)).toBe(false);
    expect(await subject().acquire(name, 'worker-b', at(MINUTE), MINUTE)).toBe(false); // expires_at = now: still held
    expect(await subject().holder(name, at(MINUTE + 1))).toBeNull();
    expect(await subject().acquire(name, 'worker-b', at(MINUTE + 1), MINUTE)).toBe(true);
    expect(await subject().holder(name, at(MINUTE + 1))).toBe('worker-b');
  });

  it('lets its owner acquire it again (extending it) and renew it; nobody else can renew it', async () => {
    const name = leaseName();
    await subject().acquire(name, 'worker-a', T0, MINUTE);
    expect(await subject().acquire(name, 'worker-a', T0, MINUTE)).toBe(true); // the very same row values: still a win
    expect(await subject().renew(name, 'worker-a', at(50_000), MINUTE)).toBe(true);
    expect(await subject().holder(name, at(100_000))).toBe('worker-a'); // renewed to 110 s
    expect(await subject().renew(name, 'worker-b', at(50_000), MINUTE)).toBe(false);
    expect(await subject().holder(name, at(100_000))).toBe('worker-a');
    expect(await subject().renew(leaseName(), 'worker-a', T0, MINUTE)).toBe(false);
  });

  it('a worker that lost its lapsed lease to another can neither renew nor release it', async () => {
    const name = leaseName();
    await subject().acquire(name, 'worker-a', T0, MINUTE);
    expect(await subject().acquire(name, 'worker-b', at(2 * MINUTE), MINUTE)).toBe(true);
    expect(await subject().renew(name, 'worker-a', at(2 * MINUTE), MINUTE)).toBe(false);
    await subject().release(name, 'worker-a');
    expect(await subject().holder(name, at(2 * MINUTE))).toBe('worker-b');
    await subject().release(name, 'worker-b');
    expect(await subject().holder(name, at(2 * MINUTE))).toBeNull();
    expect(await subject().acquire(name, 'worker-c', at(2 * MINUTE), MINUTE)).toBe(true);
  });
});

/**
 * Two processes: two knex instances (two connection pools) on one database, SQLite file or MySQL, racing
 * for the same lease. Exactly one of every contender wins, for a free name and for a lapsed one.
 */
describe.each(databasesUnderTest)('JobLeases across two knex instances on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await openTwoKnexInstances(db, 'job-leases-'));
  });
  afterAll(() => close());

  async function race(name: string, now: Date): Promise<string[]> {
    const contenders = Array.from({ length: 12 }, (_, index) => ({
      owner: `process-${index % 2 === 0 ? 'one' : 'two'}-worker-${index}`,
      leases: new KnexJobLeases(index % 2 === 0 ? first : second),
    }));
    const results = await Promise.all(contenders.map(({ owner, leases }) => leases.acquire(name, owner, now, MINUTE)));
    return contenders.filter((_, index) => results[index]).map(({ owner }) => owner);
  }

  it('a free lease: exactly one contender wins, and both processes see that winner', async () => {
    const name = `race-free-${unique()}`;
    const winners = await race(name, T0);
    expect(winners).toHaveLength(1);
    expect(await new KnexJobLeases(first).holder(name, T0)).toBe(winners[0]);
    expect(await new KnexJobLeases(second).holder(name, T0)).toBe(winners[0]);
  });

  it('a lapsed lease: exactly one contender takes it over', async () => {
    const name = `race-lapsed-${unique()}`;
    expect(await new KnexJobLeases(first).acquire(name, 'crashed-worker', T0, MINUTE)).toBe(true);
    const winners = await race(name, at(5 * MINUTE));
    expect(winners).toHaveLength(1);
    expect(winners[0]).not.toBe('crashed-worker');
    expect(await new KnexJobLeases(second).holder(name, at(5 * MINUTE))).toBe(winners[0]);
  });
});
