import { Container, type ServiceIdentifier } from 'inversify';
import { CONTEXTS, type ContextModule, type Infrastructure, type RunningJob, type Token } from './modules';
import { checkNeeds, settleNeeds } from './modules/module-needs';

/** A binding put in place of a module's after the modules are loaded: a test's fake, or a provider given by the caller. */
export type Override = readonly [Token, unknown];

/** An override whose value is checked against the token's type (when the token carries one: a class). */
export function override<T>(token: ServiceIdentifier<T>, value: T): Override {
  return [token, value];
}

export interface ContainerOptions {
  /** The contexts, in mount order (default: all of server/modules/index.ts). */
  contexts?: readonly ContextModule[];
  overrides?: readonly Override[];
}

/**
 * The composition root: it lists the bounded contexts' modules (server/modules/), each of which builds its own
 * adapters from the infrastructure and binds them with its use cases, and checks that every module's needs are
 * provided by another. Everything is a singleton: use cases and adapters are stateless, and the read models must be
 * one per process so that invalidate() reaches the instance the route reads.
 */
export function buildContainer(infrastructure: Infrastructure, { contexts = CONTEXTS, overrides = [] }: ContainerOptions = {}): Container {
  checkNeeds(contexts);
  for (const context of contexts) infrastructure.orderEvents.add(context.orderEventSubscriptions ?? []);
  const container = new Container({ defaultScope: 'Singleton' });
  container.loadSync(...contexts.map((context) => context.bindings(infrastructure)));
  settleNeeds(container, contexts);
  for (const [token, value] of overrides) {
    (container.isBound(token) ? container.rebindSync(token) : container.bind(token)).toConstantValue(value);
  }
  return container;
}

/**
 * Starts every context's jobs, in the contexts' order; the answer stops them all, the last started first. A job that
 * fails to start stops the ones already started.
 */
export async function startJobs(container: Container, contexts: readonly ContextModule[] = CONTEXTS): Promise<RunningJob> {
  const running: RunningJob[] = [];
  const stop = async () => {
    for (const job of running.splice(0).reverse()) await job.stop();
  };
  try {
    for (const context of contexts) {
      for (const job of context.jobs ?? []) running.push(job.start(container));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
