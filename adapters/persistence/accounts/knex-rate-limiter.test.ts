import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexRateLimiter } from './knex-rate-limiter';
import { hmacTokenHasher } from '../../security/token-hasher';
import { KnexSessionStore } from './knex-session-store';

describe.each(databasesUnderTest)('KnexRateLimiter and KnexSessionStore on $name', (database) => {
  let db: OpenDatabase;
  const clock = new FakeClock('2026-11-20T04:00:00.000Z');

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts concurrent hits exactly (atomic upsert) and refuses beyond the limit until the window ends', async () => {
    const limiter = new KnexRateLimiter(db.knex, clock);
    const answers = await Promise.all(Array.from({ length: 12 }, () => limiter.hit('test:key', 10, 60_000)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    const row = await db.knex('rate_limits').where('key', 'test:key').first('count');
    expect(Number(row.count)).toBe(12);
    const refused = await limiter.hit('test:key', 10, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit('test:other', 10, 60_000)).allowed).toBe(true);
    clock.advance(60_000);
    expect(await limiter.hit('test:key', 10, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    // The ended window was deleted by that hit.
    expect(await db.knex('rate_limits').where('key', 'test:key').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('two concurrent refreshes of one token: exactly one wins', async () => {
    const sessions = new KnexSessionStore(db.knex, clock, hmacTokenHasher('test-token-secret-of-32-characters!!'));
    const { token } = await sessions.issue({ kind: 'customer', subjectId: 7, remember: true });
    const results = await Promise.all([sessions.rotate(token), sessions.rotate(token), sessions.rotate(token)]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect(await sessions.authenticate(token, 'staff')).toBeUndefined();
    expect(await sessions.authenticate(token, 'customer')).toMatchObject({ subjectId: 7 });
  });
});
