import type { SpentShopeeAuthStates } from '../../../application/marketplace/shopee-auth-state.port';
import { InMemorySpentShopeeAuthStates } from '../../../application/marketplace/testing/in-memory-spent-shopee-auth-states';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexSpentShopeeAuthStates } from './knex-spent-shopee-auth-states';

/** The used Shopee authorisation states (application/marketplace/shopee-auth-state.port.ts) on the fake, SQLite and MySQL. */
const T0 = new Date('2026-12-01T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const TEN_MINUTES = 600_000;

describePortContract<SpentShopeeAuthStates>('SpentShopeeAuthStates', [
  fakeMaker(() => new InMemorySpentShopeeAuthStates()),
  ...knexMakers((knex) => new KnexSpentShopeeAuthStates(knex)),
], (subject) => {
  it('a nonce is spent once: later and concurrent spends of it answer false; other nonces are independent', async () => {
    const nonce = `n${unique()}`;
    expect(await subject().spend(nonce, at(TEN_MINUTES), T0)).toBe(true);
    expect(await subject().spend(nonce, at(TEN_MINUTES), at(1000))).toBe(false);
    const racing = `r${unique()}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => subject().spend(racing, at(TEN_MINUTES), T0)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await subject().spend(`o${unique()}`, at(TEN_MINUTES), at(1000))).toBe(true);
  });

  it('remembers a nonce until its state expires (then nobody can use the state anyway)', async () => {
    const nonce = `e${unique()}`;
    await subject().spend(nonce, at(TEN_MINUTES), T0);
    expect(await subject().spend(nonce, at(TEN_MINUTES), at(TEN_MINUTES))).toBe(false);
  });
});
