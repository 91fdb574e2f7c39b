import type { Knex } from 'knex';
import type { JobSchedules } from '../../../application/shared/job-schedules.port';
import { InMemoryJobSchedules } from '../../../application/shared/testing/in-memory-job-schedules';
import { databasesUnderTest } from '../testing/databases-under-test';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { openTwoKnexInstances } from '../testing/two-knex-instances';
import { KnexJobSchedules } from './knex-job-schedules';

/** The shared schedule of periodic jobs (application/shared/job-schedules.port.ts) on its fake, SQLite and MySQL. */
const T0 = new Date('2026-12-01T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const jobName = () => `test-job-${unique()}`;

describePortContract<JobSchedules>('JobSchedules', [
  fakeMaker(() => new InMemoryJobSchedules()),
  ...knexMakers((knex) => new KnexJobSchedules(knex)),
], (subject) => {
  it('a job first seen is due one interval later; it is claimed once when due, then due on its grid', async () => {
    const name = jobName();
    expect(await subject().claim(name, MINUTE, T0)).toEqual({ claimed: false, nextDueAt: at(MINUTE) });
    expect(await subject().claim(name, MINUTE, at(59_999))).toEqual({ claimed: false, nextDueAt: at(MINUTE) });
    expect(await subject().claim(name, MINUTE, at(MINUTE + 10))).toEqual({ claimed: true, nextDueAt: at(2 * MINUTE) });
    expect(await subject().claim(name, MINUTE, at(MINUTE + 20))).toEqual({ claimed: false, nextDueAt: at(2 * MINUTE) });
    // Nobody looked for three and a half intervals (all processes down): one run, not four, and the rhythm stays.
    expect(await subject().claim(name, MINUTE, at(5.5 * MINUTE))).toEqual({ claimed: true, nextDueAt: at(6 * MINUTE) });
    expect(await subject().claim(name, MINUTE, at(5.6 * MINUTE))).toEqual({ claimed: false, nextDueAt: at(6 * MINUTE) });
  });

  it('a shortened interval does not wait out the old one; names are independent', async () => {
    const name = jobName();
    await subject().claim(name, 30 * MINUTE, T0);
    expect(await subject().claim(name, MINUTE, at(MINUTE))).toEqual({ claimed: true, nextDueAt: at(2 * MINUTE) });
    const other = jobName();
    expect((await subject().claim(other, MINUTE, at(MINUTE))).claimed).toBe(false);
  });
});

/** Two processes (two knex instances on one SQLite file or MySQL database) racing for the same due run. */
describe.each(databasesUnderTest)('JobSchedules across two knex instances on $name', (db) => {
  let first: Knex;
  let second: Knex;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ first, second, close } = await openTwoKnexInstances(db, 'job-schedules-'));
  });
  afterAll(() => close());

  it('of 12 contenders (both processes) exactly one claims each due run, however often they race', async () => {
    const name = jobName();
    await new KnexJobSchedules(first).claim(name, MINUTE, T0);
    for (let minute = 1; minute <= 5; minute += 1) {
      const claims = await Promise.all(Array.from({ length: 12 }, (_, index) => (
        new KnexJobSchedules(index % 2 === 0 ? first : second).claim(name, MINUTE, at(minute * MINUTE + index))
      )));
      expect(claims.filter(({ claimed }) => claimed)).toHaveLength(1);
    }
  });
});
