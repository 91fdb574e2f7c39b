import type { Router } from '@koa/router';
import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import type { OrderEventSubscription } from '../../application/order-events/order-event-subscriptions';
import type { RevalidatorModule } from '../http/not-modified-first';
import type { Infrastructure } from './infrastructure';

/** A router of one context, built from the container (every use case comes from there). */
export type RouteModule = (container: Container) => Router;

/** What a module binds and another takes: a port's token or a use case's class. */
export type Token = ServiceIdentifier;

/**
 * A need the module can do without: its use cases inject it `@optional()` (no `fallback`), or `fallback` is bound
 * in its place when no listed module provides it (checked once, when the container is built).
 */
export interface OptionalNeed {
  token: Token;
  fallback?: () => unknown;
}

/** What runs beside the requests until the server closes (a timer, a pool): stopped before the database closes. */
export interface RunningJob {
  stop(): Promise<void>;
}

/** A job of a context: started once the app is built, from the container's bindings. */
export interface Job {
  name: string;
  start(container: Container): RunningJob;
}

/**
 * A bounded context as the server sees it (docs/architecture.md, "Contexts and modules"): the Inversify module
 * that builds its own adapters from the shared infrastructure and binds them with its use cases, the routers that
 * expose them (in mount order), its jobs, and what it takes from and gives to the other contexts. The composition
 * root (server/container.ts) refuses a list of modules in which a need is provided by none of them.
 */
export interface ContextModule {
  name: string;
  bindings(infrastructure: Infrastructure): ContainerModule;
  routes: readonly RouteModule[];
  /** GET routes whose 304 is answered before the rest of the app (server/http/not-modified-first.ts). */
  revalidators?: readonly RevalidatorModule[];
  jobs?: readonly Job[];
  /** What this module's bindings, routers or jobs take from other modules. */
  needs?: readonly Token[];
  optionalNeeds?: readonly OptionalNeed[];
  /** What it binds for other modules (a use case or port they take); checked to be bound. */
  provides?: readonly Token[];
  /**
   * The consumers of order moves it binds under ORDER_EVENT_CONSUMERS, by name and event types (issue 30): the outbox
   * writes a delivery for each with every event of those types.
   */
  orderEventSubscriptions?: readonly OrderEventSubscription[];
}
