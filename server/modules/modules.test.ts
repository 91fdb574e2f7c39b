import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { MARKETPLACE_ORDERS } from '../../application/customers/marketplace-orders.port';
import { MARKETPLACE_SOURCE } from '../../application/marketplace/marketplace-source.port';
import { FakeMarketplaceSource } from '../../application/marketplace/testing/fake-marketplace-source';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { CheckShopifyAuth } from '../../application/shopify/check-shopify-auth';
import { buildContainer, override, startJobs } from '../container';
import { loadConfig } from '../load-config';
import { silentLogger } from '../logger';
import { CONTEXTS, createInfrastructure, type ContextModule, type Infrastructure, type Token } from '.';
import { tokenName } from './module-needs';

/** Every job off: starting a module's jobs resolves their use cases and runs nothing (no query reaches the database). */
const JOBS_OFF = {
  RESERVATION_SWEEP_MS: '0', RECONCILE_EVERY_MS: '0', SHIPMENT_JOB_EVERY_MS: '0', LINKED_ORDER_REFRESH_EVERY_MS: '0',
  SHOPEE_SYNC_MINUTES: '0', SHOPIFY_SYNC_MINUTES: '0',
};

/** A module of its own, for the composition root's checks. */
function testModule(name: string, parts: Partial<ContextModule> & { bind?: Array<[Token, unknown]> } = {}): ContextModule {
  const { bind = [], ...rest } = parts;
  return {
    name,
    bindings: () => new ContainerModule((load) => {
      for (const [token, value] of bind) load.bind(token).toConstantValue(value);
    }),
    routes: [],
    ...rest,
  };
}

describe('the composition root', () => {
  let knex: Knex;
  let infrastructure: Infrastructure;

  beforeAll(() => {
    // Never queried: the adapters are built, not used.
    knex = createKnex({});
    infrastructure = createInfrastructure({ knex, config: loadConfig(JOBS_OFF, { port: 0 }), logger: silentLogger, clock: new FakeClock('2026-11-27T00:00:00.000Z') });
  });
  afterAll(() => knex.destroy());

  it('refuses, before building anything, a list in which a module needs what no listed module provides', () => {
    const THING = Symbol.for('Thing');
    expect(() => buildContainer(infrastructure, { contexts: [testModule('left', { needs: [THING] })] }))
      .toThrow("module 'left' needs Thing, which no listed module (left) provides");
    expect(() => buildContainer(infrastructure, { contexts: [testModule('left', { needs: [THING] }), testModule('right', { provides: [THING], bind: [[THING, 1]] })] }))
      .not.toThrow();
    // The real list without the logistics context: an order's page has no shipment to read.
    const withoutLogistics = CONTEXTS.filter((context) => context.name !== 'logistics');
    expect(() => buildContainer(infrastructure, { contexts: withoutLogistics })).toThrow(
      "module 'checkout' needs GetOrderShipment, which no listed module (platform, accounts, catalogue, marketplace, shopify, cart, checkout, order-events, invoicing, admin, order-mails) provides",
    );
  });

  it('refuses a module that declares it provides what it does not bind', () => {
    const THING = Symbol.for('Thing');
    expect(() => buildContainer(infrastructure, { contexts: [testModule('boaster', { provides: [THING] })] }))
      .toThrow("module 'boaster' declares it provides Thing but does not bind it");
  });

  it('binds an optional need\'s fallback only when no listed module provides it', async () => {
    const withoutShopify = buildContainer(infrastructure, { contexts: CONTEXTS.filter((context) => context.name !== 'shopify') });
    expect(withoutShopify.get(CheckShopifyAuth)).not.toBeInstanceOf(CheckShopifyAuth);
    await expect(withoutShopify.get(CheckShopifyAuth).execute()).resolves.toBe(false);
    expect(buildContainer(infrastructure).get(CheckShopifyAuth)).toBeInstanceOf(CheckShopifyAuth);
  });

  it('puts the overrides in place of the modules\' bindings, and what is bound to them follows', () => {
    const source = new FakeMarketplaceSource();
    const container = buildContainer(infrastructure, { overrides: [override(MARKETPLACE_SOURCE, source)] });
    expect(container.get(MARKETPLACE_SOURCE)).toBe(source);
    // Link-order's Shopee lookup is the marketplace source too.
    expect(container.get(MARKETPLACE_ORDERS)).toBe(source);
  });

  it('starts the jobs in the modules\' order and stops them the other way round; a job that fails to start stops the started ones', async () => {
    const events: string[] = [];
    const recording = (name: string) => ({ name, start: () => { events.push(`start ${name}`); return { stop: async () => { events.push(`stop ${name}`); } }; } });
    const contexts = [testModule('first', { jobs: [recording('a'), recording('b')] }), testModule('second', { jobs: [recording('c')] })];
    const container = buildContainer(infrastructure, { contexts });
    const jobs = await startJobs(container, contexts);
    await jobs.stop();
    expect(events).toEqual(['start a', 'start b', 'start c', 'stop c', 'stop b', 'stop a']);

    events.length = 0;
    const failing = [testModule('first', { jobs: [recording('a'), { name: 'broken', start: () => { throw new Error('cannot start'); } }] })];
    await expect(startJobs(buildContainer(infrastructure, { contexts: failing }), failing)).rejects.toThrow('cannot start');
    expect(events).toEqual(['start a', 'stop a']);
  });

  // The declarations are what the check relies on: each module, given only what it declares it needs, binds
  // everything it resolves (an undeclared need fails with the missing token), and each need it declares is one.
  describe.each(CONTEXTS.map((context) => [context.name, context] as const))('%s', (_name, context) => {
    const optional = (context.optionalNeeds ?? []).map(({ token }) => token);

    it('its own bindings and its declared needs build its bindings, routers and jobs', async () => {
      await expect(buildAlone(context, [...(context.needs ?? []), ...optional])).resolves.toBeUndefined();
    });

    it('declares no need it can do without', async () => {
      const needs = context.needs ?? [];
      const spare: string[] = [];
      for (const need of needs) {
        if (await buildAlone(context, [...needs.filter((token) => token !== need), ...optional]).then(() => true, () => false)) spare.push(tokenName(need));
      }
      expect(spare).toEqual([]);
    });
  });

  /** Loads the module alone, binds the given tokens as the whole list binds them, and resolves all it binds and starts. */
  async function buildAlone(context: ContextModule, given: readonly Token[]): Promise<void> {
    const full = buildContainer(infrastructure);
    const alone = new Container({ defaultScope: 'Singleton' });
    const bound: Token[] = [];
    alone.loadSync(new ContainerModule((options) => context.bindings(infrastructure).load({
      ...options,
      bind: <T>(token: ServiceIdentifier<T>) => {
        bound.push(token);
        return options.bind<T>(token);
      },
    })));
    for (const token of given) {
      if (full.isBound(token) && !alone.isBound(token)) alone.bind(token).toConstantValue(full.get(token));
    }
    for (const token of bound) {
      if (alone.get(token) === undefined) throw new Error(`${tokenName(token)} resolves to nothing`);
    }
    for (const routes of context.routes) routes(alone);
    // With every timer off: each job resolves what it runs, then stops.
    const jobs = await startJobs(alone, [context]);
    await jobs.stop();
  }
});
