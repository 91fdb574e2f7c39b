import type { Router } from '@koa/router';
import type { Container, ContainerModule } from 'inversify';
import type { AppConfig } from '../config';
import type { Adapters } from '../container';
import type { Logger } from '../logger';

/** What every context module is built from: the configuration, the logger and the driven adapters. */
export interface ModuleOptions {
  config: AppConfig;
  logger: Logger;
  /** knexAdapters() in production; a test may pass fakes for any of them. */
  adapters: Adapters;
}

/** A router of one context, built from the container (every use case comes from there). */
export type RouteModule = (container: Container) => Router;

/**
 * A bounded context as the server sees it (docs/architecture.md, "Contexts and modules"): the Inversify
 * module that binds its ports' adapters and its use cases, and the routers that expose them, in mount order.
 */
export interface ContextModule {
  name: string;
  bindings(options: ModuleOptions): ContainerModule;
  routes: readonly RouteModule[];
}
