import type { CustomerStore } from '../../../application/accounts/customer-store.port';
import type { RateLimiter } from '../../../application/accounts/rate-limiter.port';
import type { ResetCodeStore } from '../../../application/accounts/reset-code-store.port';
import { CUSTOMER_SESSION_MS, REFRESH_GRACE_MS, STAFF_SESSION_MS, type SessionStore } from '../../../application/accounts/session-store.port';
import type { StaffStore } from '../../../application/accounts/staff-store.port';
import { InMemoryCustomerStore } from '../../../application/accounts/testing/in-memory-customer-store';
import { InMemoryRateLimiter } from '../../../application/accounts/testing/in-memory-rate-limiter';
import { InMemoryResetCodeStore } from '../../../application/accounts/testing/in-memory-reset-code-store';
import { InMemorySessionStore } from '../../../application/accounts/testing/in-memory-session-store';
import { InMemoryStaffStore } from '../../../application/accounts/testing/in-memory-staff-store';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { hmacTokenHasher } from '../../security/token-hasher';
import { describePortContract, fakeMaker, knexMakers, unique, uniquePhone } from '../testing/port-contract';
import { KnexCustomerStore } from './knex-customer-store';
import { KnexRateLimiter } from './knex-rate-limiter';
import { KnexResetCodeStore } from './knex-reset-code-store';
import { KnexSessionStore } from './knex-session-store';
import { KnexStaffStore } from './knex-staff-store';

/** The accounts ports (application/accounts/*.port.ts) on their fakes, SQLite and MySQL. */
const NOW = new Date('2026-11-20T04:00:00.000Z');
const MINUTE = 60_000;
const uniqueEmail = () => `c${unique()}@example.com`;
const newCustomer = () => ({ name: '王小明', email: uniqueEmail(), phone: uniquePhone(), passwordHash: 'hash-1', now: NOW });

describePortContract<CustomerStore>('CustomerStore', [
  fakeMaker(() => new InMemoryCustomerStore()),
  ...knexMakers((knex) => new KnexCustomerStore(knex)),
], (subject) => {
  it('creates a customer and finds it by id, email and phone; the hash only through findPasswordHash', async () => {
    const input = newCustomer();
    const created = await subject().create(input);
    if (typeof created === 'string') throw new Error(created);
    const expected = { id: created.id, name: input.name, email: input.email, phone: input.phone };
    expect(created).toEqual(expected);
    expect(await subject().findById(created.id)).toEqual(expected);
    expect(await subject().findByEmail(input.email)).toEqual(expected);
    expect(await subject().findByPhone(input.phone)).toEqual(expected);
    expect(await subject().findPasswordHash(input.email)).toEqual({ customer: expected, passwordHash: 'hash-1' });
    expect(await subject().findById(900_000_000 + unique())).toBeUndefined();
    expect(await subject().findByEmail(uniqueEmail())).toBeUndefined();
    expect(await subject().findByPhone(uniquePhone())).toBeUndefined();
    expect(await subject().findPasswordHash(uniqueEmail())).toBeUndefined();
  });

  it('refuses a taken email, then a taken phone', async () => {
    const first = newCustomer();
    await subject().create(first);
    expect(await subject().create({ ...newCustomer(), email: first.email })).toBe('email_taken');
    expect(await subject().create({ ...newCustomer(), phone: first.phone })).toBe('phone_taken');
    expect(await subject().create({ ...newCustomer(), email: first.email, phone: first.phone })).toBe('email_taken');
  });

  it('updates a profile unless another customer holds the email or phone; undefined for nobody', async () => {
    const mine = await subject().create(newCustomer());
    const other = newCustomer();
    await subject().create(other);
    if (typeof mine === 'string') throw new Error(mine);
    const profile = { name: '林小美', email: uniqueEmail(), phone: uniquePhone() };
    expect(await subject().updateProfile(mine.id, profile, NOW)).toEqual({ id: mine.id, ...profile });
    expect(await subject().findByEmail(profile.email)).toEqual({ id: mine.id, ...profile });
    expect(await subject().updateProfile(mine.id, { ...profile, email: other.email }, NOW)).toBe('email_taken');
    expect(await subject().updateProfile(mine.id, { ...profile, phone: other.phone }, NOW)).toBe('phone_taken');
    expect(await subject().updateProfile(mine.id, profile, NOW)).toEqual({ id: mine.id, ...profile });
    expect(await subject().updateProfile(900_000_000 + unique(), { ...profile, email: uniqueEmail(), phone: uniquePhone() }, NOW)).toBeUndefined();
  });

  it('checks the unique email and phone before the customer: for nobody with a taken email, email_taken', async () => {
    const other = newCustomer();
    await subject().create(other);
    expect(await subject().updateProfile(900_000_000 + unique(), { name: 'x', email: other.email, phone: uniquePhone() }, NOW)).toBe('email_taken');
  });

  it('replaces the password hash; false for nobody', async () => {
    const input = newCustomer();
    const created = await subject().create(input);
    if (typeof created === 'string') throw new Error(created);
    expect(await subject().updatePasswordHash(created.id, 'hash-2', NOW)).toBe(true);
    expect((await subject().findPasswordHash(input.email))?.passwordHash).toBe('hash-2');
    expect(await subject().updatePasswordHash(900_000_000 + unique(), 'hash-3', NOW)).toBe(false);
  });
});

describePortContract<StaffStore>('StaffStore', [
  fakeMaker(() => new InMemoryStaffStore()),
  ...knexMakers((knex) => new KnexStaffStore(knex)),
], (subject) => {
  it('creates staff, refuses a taken email, finds by id and by email with the hash', async () => {
    const email = uniqueEmail();
    const created = await subject().create({ name: '店長', email, passwordHash: 'staff-hash', now: NOW });
    if (typeof created === 'string') throw new Error(created);
    expect(created).toEqual({ id: expect.any(Number), name: '店長', email });
    expect(await subject().create({ name: '副店長', email, passwordHash: 'x', now: NOW })).toBe('email_taken');
    expect(await subject().findById(created.id)).toEqual(created);
    expect(await subject().findPasswordHash(email)).toEqual({ staff: created, passwordHash: 'staff-hash' });
    expect(await subject().findById(900_000_000 + unique())).toBeUndefined();
    expect(await subject().findPasswordHash(uniqueEmail())).toBeUndefined();
  });
});

interface Clocked<P> { port: P; clock: FakeClock }

describePortContract<Clocked<SessionStore>>('SessionStore', [
  fakeMaker(() => { const clock = new FakeClock(NOW); return { clock, port: new InMemorySessionStore(clock) }; }),
  ...knexMakers((knex) => { const clock = new FakeClock(NOW); return { clock, port: new KnexSessionStore(knex, clock, hmacTokenHasher('contract-secret-of-at-least-32-characters')) }; }),
], (subject) => {
  const issue = (kind: 'customer' | 'staff' = 'customer', remember = false, subjectId = unique()) => subject().port.issue({ kind, subjectId, remember });

  it('issues a token of its kind that authenticates until it expires', async () => {
    const { port, clock } = subject();
    const subjectId = unique();
    const issued = await issue('customer', false, subjectId);
    expect(issued.token.startsWith('c_')).toBe(true);
    expect(issued.expiresAt).toEqual(new Date(NOW.getTime() + CUSTOMER_SESSION_MS));
    expect(await port.authenticate(issued.token, 'customer')).toEqual({ sessionId: expect.any(Number), subjectId });
    expect(await port.authenticate(issued.token, 'staff')).toBeUndefined();
    expect(await port.authenticate('c_unknown', 'customer')).toBeUndefined();
    clock.advance(CUSTOMER_SESSION_MS - 1);
    expect(await port.authenticate(issued.token, 'customer')).toBeDefined();
    clock.advance(1);
    expect(await port.authenticate(issued.token, 'customer')).toBeUndefined();
  });

  it('gives staff 12 hours whatever remember says', async () => {
    const issued = await issue('staff', true);
    expect(issued.token.startsWith('s_')).toBe(true);
    expect(issued.expiresAt).toEqual(new Date(NOW.getTime() + STAFF_SESSION_MS));
  });

  it('rotates a token once: the old one works for the grace period, a second rotation is refused', async () => {
    const { port, clock } = subject();
    const subjectId = unique();
    const old = await issue('customer', true, subjectId);
    clock.advance(MINUTE);
    const fresh = await port.rotate(old.token);
    expect(fresh).toBeDefined();
    expect(fresh!.token).not.toBe(old.token);
    expect(await port.authenticate(fresh!.token, 'customer')).toEqual({ sessionId: expect.any(Number), subjectId });
    expect(await port.rotate(old.token)).toBeUndefined();
    clock.advance(REFRESH_GRACE_MS - 1);
    expect(await port.authenticate(old.token, 'customer')).toBeDefined();
    clock.advance(1);
    expect(await port.authenticate(old.token, 'customer')).toBeUndefined();
    expect(await port.rotate('c_unknown')).toBeUndefined();
  });

  it('revokes one token, or every token of a subject but one', async () => {
    const { port } = subject();
    const subjectId = unique();
    const [a, b, c] = [await issue('customer', false, subjectId), await issue('customer', false, subjectId), await issue('customer', false, subjectId)];
    const otherKind = await issue('staff', false, subjectId);
    await port.revoke(a.token);
    await port.revoke('c_unknown');
    expect(await port.authenticate(a.token, 'customer')).toBeUndefined();
    expect(await port.rotate(a.token)).toBeUndefined();
    await port.revokeAllFor('customer', subjectId, c.token);
    expect(await port.authenticate(b.token, 'customer')).toBeUndefined();
    expect(await port.authenticate(c.token, 'customer')).toBeDefined();
    expect(await port.authenticate(otherKind.token, 'staff')).toBeDefined();
  });
});

describePortContract<Clocked<RateLimiter>>('RateLimiter', [
  fakeMaker(() => { const clock = new FakeClock(NOW); return { clock, port: new InMemoryRateLimiter(clock) }; }),
  ...knexMakers((knex) => { const clock = new FakeClock(NOW); return { clock, port: new KnexRateLimiter(knex, clock) }; }),
], (subject) => {
  const key = () => `contract:${unique()}`;

  it('allows `limit` hits per fixed window, refuses (and counts) the next ones until the window ends', async () => {
    const { port, clock } = subject();
    const k = key();
    clock.set('2026-11-20T04:00:10.000Z');
    expect(await port.hit(k, 2, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await port.hit(k, 2, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await port.hit(k, 2, MINUTE)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(await port.peek(k, 3, MINUTE)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(await port.peek(k, 4, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await port.hit(key(), 2, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    clock.set('2026-11-20T04:01:00.000Z');
    expect(await port.hit(k, 2, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('peeks without counting', async () => {
    const { port } = subject();
    const k = key();
    expect(await port.peek(k, 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await port.peek(k, 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await port.hit(k, 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await port.peek(k, 1, MINUTE)).allowed).toBe(false);
  });

  it('refunds one hit of the current window, never below zero, and nothing of an ended window', async () => {
    const { port, clock } = subject();
    const k = key();
    clock.set('2026-11-20T04:00:00.000Z');
    await port.refund(k, MINUTE);
    await port.hit(k, 1, MINUTE);
    await port.refund(k, MINUTE);
    await port.refund(k, MINUTE);
    expect(await port.hit(k, 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await port.hit(k, 1, MINUTE)).allowed).toBe(false);
    clock.set('2026-11-20T04:01:00.000Z');
    await port.refund(k, MINUTE);
    expect(await port.hit(k, 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('counts a key by its first 191 characters (the width of rate_limits.key)', async () => {
    const { port } = subject();
    const prefix = `contract:${unique()}:`.padEnd(191, 'x');
    expect((await port.hit(`${prefix}a`, 1, MINUTE)).allowed).toBe(true);
    expect((await port.hit(`${prefix}b`, 1, MINUTE)).allowed).toBe(false);
  });
});

interface ResetSubject { port: ResetCodeStore; newCustomer(): Promise<number> }

describePortContract<ResetSubject>('ResetCodeStore', [
  fakeMaker(() => ({ port: new InMemoryResetCodeStore(), newCustomer: async () => unique() })),
  ...knexMakers((knex) => ({
    port: new KnexResetCodeStore(knex),
    async newCustomer() {
      const created = await new KnexCustomerStore(knex).create(newCustomer());
      if (typeof created === 'string') throw new Error(created);
      return created.id;
    },
  })),
], (subject) => {
  const expiresAt = new Date(NOW.getTime() + 15 * MINUTE);
  const add = (customerId: number, codeHash: string, now = NOW, maxLive = 3) =>
    subject().port.add({ customerId, codeHash, expiresAt: new Date(now.getTime() + 15 * MINUTE), now }, maxLive);

  it('adds codes beside the live ones up to maxLive; find is the newest, findLive the live ones oldest first', async () => {
    const { port, newCustomer: make } = subject();
    const customer = await make();
    expect(await port.find(customer)).toBeUndefined();
    expect(await add(customer, 'h1')).toBe(true);
    expect(await add(customer, 'h2', new Date(NOW.getTime() + MINUTE), 2)).toBe(true);
    expect(await add(customer, 'h3', new Date(NOW.getTime() + 2 * MINUTE), 2)).toBe(false);
    expect(await port.find(customer)).toEqual({ customerId: customer, codeHash: 'h2', expiresAt: new Date(NOW.getTime() + 16 * MINUTE), attempts: 0, usedAt: null, createdAt: new Date(NOW.getTime() + MINUTE) });
    expect((await port.findLive(customer, NOW)).map((code) => code.codeHash)).toEqual(['h1', 'h2']);
    expect((await port.findLive(customer, expiresAt)).map((code) => code.codeHash)).toEqual(['h2']);
    expect(await add(customer, 'h4', expiresAt, 2)).toBe(true);
  });

  it('claims attempts while the code is live and under maxAttempts; gives one back', async () => {
    const { port, newCustomer: make } = subject();
    const customer = await make();
    await add(customer, 'h1');
    expect(await port.claimAttempt(customer, 'h1', NOW, 2)).toBe(true);
    expect(await port.claimAttempt(customer, 'h1', NOW, 2)).toBe(true);
    expect(await port.claimAttempt(customer, 'h1', NOW, 2)).toBe(false);
    await port.releaseAttempt(customer, 'h1');
    expect((await port.find(customer))?.attempts).toBe(1);
    expect(await port.claimAttempt(customer, 'h1', NOW, 2)).toBe(true);
    expect(await port.claimAttempt(customer, 'nope', NOW, 5)).toBe(false);
    expect(await port.claimAttempt(customer, 'h1', expiresAt, 5)).toBe(false);
    await port.releaseAttempt(customer, 'nope');
  });

  it('consumes a live code once; an expired or retired one never', async () => {
    const { port, newCustomer: make } = subject();
    const customer = await make();
    await add(customer, 'h1');
    await add(customer, 'h2');
    await add(customer, 'h3');
    expect(await port.consume(customer, 'h1', NOW)).toBe(true);
    expect(await port.consume(customer, 'h1', NOW)).toBe(false);
    expect(await port.consume(customer, 'h2', expiresAt)).toBe(false);
    await port.retireAll(customer, NOW);
    expect(await port.consume(customer, 'h3', NOW)).toBe(false);
    expect(await port.findLive(customer, NOW)).toEqual([]);
    expect((await port.find(customer))?.usedAt).toEqual(NOW);
  });
});
